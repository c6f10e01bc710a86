import type { DemoSeed, DemoSignIn } from './seed';

/** What the last words of a start say: where Marquee answers and, once, how to sign in. */
export interface StartSummary {
  /** The block a person reads at the terminal. */
  lines: string[];
  /** The same as fields of one JSON log line, for a pipe or a production log. */
  fields: {
    address: string;
    demoSignIns?: DemoSignIn[];
    demoPassword?: string;
  };
}

const rule = '─'.repeat(64);
const configuredPassword = 'the value of SEED_PASSWORD';

function demoPassword(demo: DemoSeed): string {
  // SEED_PASSWORD was chosen by whoever started the server; only a made-up one is shown.
  return demo.isPasswordGenerated ? demo.password : configuredPassword;
}

function signInLine({ email, app, accountName }: DemoSignIn): string {
  const where = accountName ? `${app}, owner of ${accountName}` : app;
  return `  ${email.padEnd(30)}${where}`;
}

function demoLines(demo: DemoSeed): string[] {
  const passwordNote = demo.isPasswordGenerated
    ? '  (made up for this first start and shown only now; SEED_PASSWORD chooses one)'
    : '';
  return [
    '',
    'Demo sign-ins, seeded on this first start:',
    ...demo.signIns.map(signInLine),
    `  ${'password'.padEnd(30)}${demoPassword(demo)}`,
    ...(passwordNote ? [passwordNote] : []),
  ];
}

/** The block that ends a start; the demo's sign-ins only when this start seeded it. */
export function startSummary(publicUrl: string, demo: DemoSeed | null): StartSummary {
  const lines = [
    rule,
    `Marquee is ready at ${publicUrl}`,
    `  ${'customer app'.padEnd(18)}${publicUrl}/`,
    `  ${'support console'.padEnd(18)}${publicUrl}/support/`,
    `  ${'screen player'.padEnd(18)}${publicUrl}/screen/`,
    ...(demo ? demoLines(demo) : []),
    rule,
  ];
  const fields = demo
    ? { address: publicUrl, demoSignIns: demo.signIns, demoPassword: demoPassword(demo) }
    : { address: publicUrl };
  return { lines, fields };
}
