import type { LanguageCode } from '@marquee/contracts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1a1b1e}
header{display:flex;align-items:center;justify-content:center;gap:.6rem;margin:4rem auto 1.25rem;font-size:1.35rem;font-weight:700}
main{max-width:24rem;margin:0 auto 4rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem;font:inherit;border:1px solid #8a8f98;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #5c7cfa;outline-offset:2px}
input[aria-invalid=true]{border-color:#c92a2a}
button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#4263eb;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#4263eb;border:1px solid #4263eb;margin-top:.75rem}
.alert{padding:.75rem;border-radius:4px;background:#fff5f5;color:#a51111;border:1px solid #ffc9c9}
.notice{padding:.75rem;border-radius:4px;background:#ebfbee;color:#1b5e20;border:1px solid #b2f2bb}
p.links{margin-top:1.5rem;text-align:center}
a{color:#4263eb}
`;

/** A whole identity page: language, title and a small stylesheet around the body. */
export function renderPage(language: LanguageCode, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · Marquee</title>
<style>${styles}</style>
</head>
<body>
<header><img src="/favicon.svg" alt="" width="36" height="36">Marquee</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** An error or notice block that screen readers announce. */
export function messageBlock(kind: 'alert' | 'notice', text: string | undefined): string {
  if (!text) return '';
  const role = kind === 'alert' ? 'alert' : 'status';
  return `<div id="form-message" class="${kind}" role="${role}">${escapeHtml(text)}</div>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'hidden';
  autocomplete?: string;
  value?: string;
  invalid?: boolean;
  autofocus?: boolean;
}

/** A labelled input; an invalid one points at the page's message for its reason. */
export function field(options: FieldOptions): string {
  const value = options.value ? ` value="${escapeHtml(options.value)}"` : '';
  if (options.type === 'hidden') {
    return `<input type="hidden" name="${options.name}"${value}>`;
  }
  const invalid = options.invalid ? ' aria-invalid="true" aria-describedby="form-message"' : '';
  const autocomplete = options.autocomplete ? ` autocomplete="${options.autocomplete}"` : '';
  const autofocus = options.autofocus ? ' autofocus' : '';
  return `<label for="${options.name}">${escapeHtml(options.label)}</label>
<input id="${options.name}" name="${options.name}" type="${options.type}" required${autocomplete}${value}${invalid}${autofocus}>`;
}
