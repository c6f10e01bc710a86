/**
 * The sign engine's parts that parse HTML (`@marquee/domain/signs`): checking templates and
 * values (rich text is sanitised as it is checked), sanitising and rendering. They stand apart from the package's
 * main entry because the HTML parser's modules do not declare themselves free of side effects, so
 * a bundler keeps them in every app that imports the main entry, used or not (the screen app
 * grew from 12 to 20 KB gzipped); only the code that renders or checks signs imports this.
 */
export * from './signs/check-template';
export * from './signs/check-sign-values';
export * from './signs/sanitise-rich-text';
export * from './signs/render-sign';
export * from './signs/sample-sign-values';
