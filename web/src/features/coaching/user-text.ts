/**
 * User-written text (a cheer, a question, a name) set inside a sentence of the screen's language: wrapped
 * in Unicode's first-strong isolate, so an English cheer in an Arabic page keeps its own direction and
 * its full stop stays at its end («Proud of you! Keep going.», not «.Proud of you! Keep going»).
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
