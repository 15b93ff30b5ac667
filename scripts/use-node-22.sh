# Sourced (`. scripts/use-node-22.sh`): puts Node.js 22 LTS first on PATH for this shell when the
# machine's `node` is older, from the npm registry's `node` package (cached by npm after the
# first time), so that a machine with only an older Node.js and npm can run the project.
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  node22="$(npm exec --yes --package=node@22 -- node -p 'process.execPath')"
  PATH="$(dirname "$node22"):$PATH"
  export PATH
fi
echo "node $(node --version)"
