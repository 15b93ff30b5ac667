// Runs the API with reload on :3001 and Vite with hot reload on :3000 (it proxies /api there).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', SERVE_WEB: 'false', PUBLIC_URL: 'http://localhost:3000' },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { stdio: 'inherit', cwd: 'apps/web' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));
