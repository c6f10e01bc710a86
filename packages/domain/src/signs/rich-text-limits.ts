/** The editor's sizes, fonts and colours (spec 001 §9). */
export const richTextLimits = {
  minFontSize: 20,
  maxFontSize: 60,
  fonts: ['Helvetica', 'Arial', 'Times New Roman', 'Courier New', 'Comic Sans'],
  colourNames: ['green', 'red', 'blue', 'yellow', 'grey'],
} as const;
