import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** ASCII path inside the archive. */
  name: string;
  data: Buffer;
}

const MAX_32 = 0xffffffff;

/** MS-DOS date and time of an instant (UTC fields); ZIP cannot store dates before 1980. */
function dosDateTime(at: Date): { time: number; date: number } {
  if (at.getUTCFullYear() < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * A store-only ZIP (method 0, no compression, no ZIP64): small, deterministic, readable by every unzip. The
 * ledger files are a few megabytes at most; larger archives than 4 GiB or 65 535 entries are refused.
 */
export function zipStore(entries: readonly ZipEntry[], options: { modifiedAt?: Date } = {}): Buffer {
  if (entries.length > 0xffff) throw new Error('zipStore: too many entries');
  const { time, date } = dosDateTime(options.modifiedAt ?? new Date(Date.UTC(1980, 0, 1)));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (!/^[\x20-\x7e]+$/.test(entry.name)) throw new Error(`zipStore: entry name "${entry.name}" is not printable ASCII`);
    const name = Buffer.from(entry.name, 'ascii');
    const crc = crc32(entry.data) >>> 0;
    const size = entry.data.length;
    if (size > MAX_32 || offset > MAX_32) throw new Error('zipStore: archive too large for ZIP without ZIP64');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // method: stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: MS-DOS, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal attributes, external attributes: all 0
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + size;
  }
  const centralSize = centrals.reduce((s, b) => s + b.length, 0);
  if (offset + centralSize > MAX_32) throw new Error('zipStore: archive too large for ZIP without ZIP64');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
