import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MAIL_DIR = path.join(process.cwd(), '.data', 'e2e', 'mail');

/** The newest message to `address` received after `since` (ms), waiting for it to arrive. */
export async function waitForMail(address: string, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAIL_DIR)
      .filter((name) => Number(name.split('-')[0]) >= since)
      .sort()
      .reverse();
    for (const name of files) {
      const message = readFileSync(path.join(MAIL_DIR, name), 'utf8');
      if (message.startsWith(`X-Envelope-To: ${address}`)) return decodeQuotedPrintable(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

function decodeQuotedPrintable(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
