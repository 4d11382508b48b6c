import regularUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import type { WriterFonts } from './pdf-writer';

/**
 * Noto Sans (SIL Open Font License), regular and bold, as TrueType: it covers every character
 * Dutch, German and English need, and the writer embeds only the glyphs a report uses. Fetched
 * when a report is made, so no page's first load carries them.
 */
export async function loadReportFonts(signal?: AbortSignal): Promise<WriterFonts> {
  const load = async (url: string) => {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`The report's font could not be loaded (${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  };
  const [regular, bold] = await Promise.all([load(regularUrl), load(boldUrl)]);
  return { regular, bold };
}
