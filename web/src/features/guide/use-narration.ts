import { useCallback, useEffect, useState } from 'react';

/** Narration speaks at rate 0.8, volume 0.8 (docs/product.md#getting-started-guide). */
export const SPEECH_RATE = 0.8;
export const SPEECH_VOLUME = 0.8;

export const speechAvailable = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/**
 * Reads a scene aloud when voice is on, in `lang` (the screen's language, so the browser picks a voice
 * that speaks it). `speaking` is true from the utterance's start to its end, so
 * the slideshow can hold at 85% until the narration finishes.
 */
export function useNarration(enabled: boolean, text: string, active: boolean, lang?: string) {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    if (!enabled || !active || !speechAvailable()) return undefined;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = SPEECH_RATE;
    utterance.volume = SPEECH_VOLUME;
    if (lang) utterance.lang = lang;
    utterance.onstart = () => setSpeaking(true);
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    return () => {
      utterance.onend = null;
      window.speechSynthesis.cancel();
      setSpeaking(false);
    };
  }, [enabled, text, active, lang]);
  const stop = useCallback(() => {
    if (speechAvailable()) window.speechSynthesis.cancel();
  }, []);
  return { speaking: enabled && active && speaking, stop };
}
