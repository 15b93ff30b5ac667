# Sourced (`. scripts/use-node-22.sh`): puts Node.js 22 LTS first on PATH for this shell when the
# machine's `node` is not one package.json's engines accept (^22.22.2 || ^24.15.0 || >=26, the
# oldest that jsdom runs on), from the npm registry's `node` package (cached by npm after the
# first time), so that a machine with only an older Node.js and npm can run the project.
if ! node -e '
  const [major, minor, patch] = process.versions.node.split(".").map(Number);
  const from = (oldestMinor, oldestPatch) => minor > oldestMinor || (minor === oldestMinor && patch >= oldestPatch);
  process.exit(major >= 26 || (major === 24 && from(15, 0)) || (major === 22 && from(22, 2)) ? 0 : 1);
'; then
  node22="$(npm exec --yes --package=node@^22.22.2 -- node -p 'process.execPath')"
  PATH="$(dirname "$node22"):$PATH"
  export PATH
fi
echo "node $(node --version)"
