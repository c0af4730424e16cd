import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { Readable } from 'node:stream';

/**
 * Multer storage keeping the uploaded file in memory, as multer's memoryStorage does, but copied into one buffer
 * as its chunks arrive: memoryStorage keeps every chunk and concatenates them at the end, one copy of the whole file
 * (25 MB at UPLOAD_MAX_MB) on the event loop at once, and thousands of chunks for the collector. The buffer is sized
 * from the request's Content-Length (which bounds the file), never beyond `maxBytes` (multer stops the file there),
 * and grows by doubling when the length is not given. The memory is a SharedArrayBuffer: the spreadsheet parse thread
 * reads the file from it without a copy on the event loop (isolated-reader.ts).
 */
export function uploadStorage(maxBytes: number): StorageEngine {
  return {
    _handleFile(req: Request, file: { stream: Readable }, callback: (error: Error | null, info?: { buffer: Buffer; size: number }) => void) {
      const declared = Number(req.headers['content-length']);
      let buffer = sharedBuffer(Math.min(maxBytes, Number.isSafeInteger(declared) && declared > 0 ? declared : 1024 * 1024));
      let size = 0;
      file.stream.on('data', (chunk: Buffer) => {
        if (size + chunk.length > buffer.length) {
          const grown = sharedBuffer(Math.max(size + chunk.length, Math.min(maxBytes, buffer.length * 2)));
          buffer.copy(grown, 0, 0, size);
          buffer = grown;
        }
        chunk.copy(buffer, size);
        size += chunk.length;
      });
      file.stream.on('error', (error: Error) => callback(error));
      // Only the bytes received are exposed (the rest of the allocation is never read).
      file.stream.on('end', () => callback(null, { buffer: buffer.subarray(0, size), size }));
    },
    _removeFile(_req: Request, file: { buffer?: Buffer }, callback: (error: Error | null) => void) {
      delete file.buffer;
      callback(null);
    },
  } as StorageEngine;
}

const sharedBuffer = (size: number): Buffer => Buffer.from(new SharedArrayBuffer(size));
