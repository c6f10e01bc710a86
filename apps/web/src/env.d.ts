/** `player` (customer app) or `support` (support console), fixed at build time. */
declare const __APP_CONFIGURATION__: 'player' | 'support';
