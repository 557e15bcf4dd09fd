import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bundledChromium from '@sparticuz/chromium';
import { chromium, type Browser } from 'playwright-core';

/** The browser the e2e suite drives, chosen once in global setup and handed to every test file. */
export interface ChromiumChoice {
  executablePath: string;
  /** Fontconfig folder of the bundled Chromium's own fonts; unset for a system Chromium. */
  fontconfigPath?: string;
}

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * CHROMIUM_PATH, else Debian's Chromium, else the one that came from the npm registry inside
 * @sparticuz/chromium (unpacked to the temp folder on first use). BANCO_E2E_CHROMIUM=bundled forces
 * the bundled one, as on a fresh machine with no browser installed.
 */
export async function chooseChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  if (env.BANCO_E2E_CHROMIUM !== 'bundled') {
    if (env.CHROMIUM_PATH) {
      if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH non esiste: ${env.CHROMIUM_PATH}`);
      return { executablePath: env.CHROMIUM_PATH };
    }
    const system = SYSTEM_PATHS.find((path) => existsSync(path));
    if (system) return { executablePath: system };
  }
  const executablePath = await bundledChromium.executablePath();
  return { executablePath, fontconfigPath: join(tmpdir(), 'fonts') };
}

/** Flags that keep headless Chromium off the network it cannot reach, and give it a fake camera. */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // a fake camera, granted without asking: the returns' webcam photos (issue 11)
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export function launchChromium(choice: ChromiumChoice): Promise<Browser> {
  const env = choice.fontconfigPath ? { ...process.env, FONTCONFIG_PATH: choice.fontconfigPath } : undefined;
  return chromium.launch({ executablePath: choice.executablePath, headless: true, args: LAUNCH_ARGS, env });
}
