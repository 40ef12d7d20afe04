/** The browser bundle of the compression bench: the console's own loop and a plain compressorjs pass. */
import Compressor from 'compressorjs';
import { compressImage } from '../../src/lib/imageCompression';

function plainPass(file: File, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    new Compressor(file, { quality, success: resolve, error: reject });
  });
}

Object.assign(window, { slipBench: { compressImage, plainPass } });
