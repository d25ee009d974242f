// Serves the production build for the browser tests on a data folder of its own, emptied first, so
// every run starts from the same demo data. Mail goes through nodemailer to a small SMTP server here,
// which keeps each message as a file the tests read (two-factor codes, reset links).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { prepareStandalone } from './standalone.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'e2e');
const mailDir = path.join(dataDir, 'mail');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      const file = path.join(mailDir, `${Date.now()}-${String(++received).padStart(4, '0')}.eml`);
      writeFileSync(file, `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});

smtp.listen(0, '127.0.0.1', () => {
  const { port } = smtp.server.address();
  const server = spawn(process.execPath, [prepareStandalone(root)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT ?? '3100',
      HOSTNAME: '127.0.0.1',
      DEMO: '1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: '',
      UPSTREAM_API_URL: '',
    },
  });
  const stop = (signal) => {
    server.kill(signal);
    smtp.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  server.on('exit', (code) => {
    smtp.close();
    process.exit(code ?? 0);
  });
});
