/**
 * Prints demo-scenes/scene/fingerprints.ts for the current demo photos. Run after changing
 * how they look: `npx tsx scripts/demo/rooms/fingerprints.ts > demo-scenes/scene/fingerprints.ts`.
 */
import { decodeRgb } from '../../../emulator/images/raw';
import { encodeFingerprint, fingerprintOf } from '../../../demo-scenes/scene/fingerprint';
import { DEMO_PHOTOS, renderDemoPhoto } from '../photos';

const lines: string[] = [];
for (const photo of DEMO_PHOTOS) lines.push(`  '${photo.scene}':\n    '${encodeFingerprint(fingerprintOf(await decodeRgb(await renderDemoPhoto(photo))))}',`);
process.stdout.write(`/**
 * Brightness fingerprints of the demo listing's photos (fingerprint.ts), written by
 * \`npx tsx scripts/demo/rooms/fingerprints.ts\` after the photos change; a test checks each
 * still matches its photo.
 */
export const DEMO_FINGERPRINTS: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`);
