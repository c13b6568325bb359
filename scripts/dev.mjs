// `npm run dev`: the server under tsx watch on :3000 and Vite on :5173 (proxying /api, /oidc,
// /media and /uploads to the server). Open http://localhost:5173; sign-in redirects come back there.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@sous/server'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', PORT: '3000', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@sous/web'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? process.exit(code) : undefined));
