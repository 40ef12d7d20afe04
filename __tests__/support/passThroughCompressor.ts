/**
 * compressorjs for the test DOM, which draws no canvas: a pass that hands the image back as it is (a photo
 * over 1 MB cut to 300 kB, as a real pass shrinks it), so the upload path (validation, FormData,
 * the sandbox's checks) runs for real around it. In a test file:
 *
 *   jest.mock('compressorjs', () => jest.requireActual('../../../support/passThroughCompressor'));
 */
export default class PassThroughCompressor {
  constructor(
    file: Blob,
    options: { drew: (context: unknown, canvas: unknown) => void; success: (blob: Blob) => void },
  ) {
    options.drew({}, { width: 1200, height: 900 });
    // A phone photo comes out as a real pass would leave it: well under 1 MB.
    const kept = file.size > 1024 * 1024 ? file.slice(0, 300 * 1024) : file;
    void kept.arrayBuffer().then((bytes) => options.success(new Blob([bytes], { type: 'image/jpeg' })));
  }
}
