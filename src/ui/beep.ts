// A short error beep for refused scans (the operator looks at the shelf, not the screen).
// WebAudio, created on first use (browsers allow it after a user gesture; a scan is one). Silent
// where there is no audio (tests, jsdom, a locked-down kiosk).

let context: AudioContext | null = null;

export function beep(frequency = 880, durationMs = 140): void {
  try {
    const Ctor =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(context.destination);
    const end = context.currentTime + durationMs / 1000;
    gain.gain.setTargetAtTime(0, end - 0.03, 0.01);
    oscillator.start();
    oscillator.stop(end);
  } catch {
    // No sound is better than a broken scan.
  }
}
