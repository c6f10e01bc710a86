/** The player's own small catalogue: it shows only a few lines, in the browser's language. */
const catalogues = {
  en: {
    enterCode: 'Enter this code in the Marquee app: Screens → Add screen',
    starting: 'Starting player…',
    offline: 'Cannot reach the server; trying again…',
    embeddedPage: 'Web page',
    touchToChoose: 'Touch to choose',
    preview: 'Preview',
    previewEnded: 'This preview has ended; open it again from the broadcast.',
  },
  sv: {
    enterCode: 'Ange koden i Marquee-appen: Skärmar → Lägg till skärm',
    starting: 'Startar spelaren…',
    offline: 'Når inte servern; försöker igen…',
    embeddedPage: 'Webbsida',
    touchToChoose: 'Tryck för att välja',
    preview: 'Förhandsvisning',
    previewEnded: 'Förhandsvisningen har upphört; öppna den igen från sändningen.',
  },
  de: {
    enterCode: 'Geben Sie diesen Code in der Marquee-App ein: Bildschirme → Bildschirm hinzufügen',
    starting: 'Player wird gestartet…',
    offline: 'Server nicht erreichbar; neuer Versuch…',
    embeddedPage: 'Webseite',
    touchToChoose: 'Zum Auswählen berühren',
    preview: 'Vorschau',
    previewEnded: 'Diese Vorschau ist beendet; öffnen Sie sie erneut in der Ausstrahlung.',
  },
  es: {
    enterCode: 'Introduce este código en la app de Marquee: Pantallas → Añadir pantalla',
    starting: 'Iniciando el reproductor…',
    offline: 'No se puede conectar con el servidor; reintentando…',
    embeddedPage: 'Página web',
    touchToChoose: 'Toca para elegir',
    preview: 'Vista previa',
    previewEnded: 'Esta vista previa ha terminado; ábrela de nuevo desde la emisión.',
  },
} as const;

export type Language = keyof typeof catalogues;
export type TextKey = keyof (typeof catalogues)['en'];

export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base && base in catalogues) return base as Language;
  }
  return 'en';
}

const language = pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);

export function t(key: TextKey, lang: Language = language): string {
  return catalogues[lang][key];
}

export const documentLanguage = language;
