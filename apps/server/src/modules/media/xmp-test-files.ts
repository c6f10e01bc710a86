import { crc32 } from 'node:zlib';
import { marqueeXmpNamespace } from '@marquee/domain';
import { box, testImage, testMp4 } from './media-test-files';

/** An XMP packet as an editor writes one, its `marquee:layers` list holding `items`. */
export function layersPacket(items: string): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:marquee="${marqueeXmpNamespace}">
   <marquee:layers><rdf:Seq>${items}</rdf:Seq></marquee:layers>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** A JPEG with the packet in an APP1 segment right after its start marker, as cameras write it. */
export async function jpegWithXmp(xmp: string): Promise<Buffer> {
  const jpeg = await testImage(16, 9, 'jpeg');
  const content = Buffer.concat([
    Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'),
    Buffer.from(xmp, 'utf8'),
  ]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(2 + content.length, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, content, jpeg.subarray(2)]);
}

/** A PNG with the packet in an uncompressed `iTXt` chunk right after its header chunk. */
export async function pngWithXmp(xmp: string): Promise<Buffer> {
  const png = await testImage(16, 9);
  const data = Buffer.concat([
    Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'),
    Buffer.from(xmp, 'utf8'),
  ]);
  const typed = Buffer.concat([Buffer.from('iTXt', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  // The signature (8 bytes) and IHDR (25) come first.
  return Buffer.concat([png.subarray(0, 33), length, typed, crc, png.subarray(33)]);
}

/** The `uuid` box of XMP (ISO 16684-1) holding the packet. */
export function xmpUuidBox(xmp: string): Buffer {
  return box(
    'uuid',
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
    Buffer.from(xmp, 'utf8'),
  );
}

/** An MP4 whose XMP box comes after its movie box, `padding` bytes of free space before it. */
export function mp4WithXmp(xmp: string, padding = 0): Buffer {
  const video = testMp4({ width: 64, height: 36, seconds: 3 });
  const free = padding > 0 ? [box('free', Buffer.alloc(padding))] : [];
  return Buffer.concat([video, ...free, xmpUuidBox(xmp)]);
}
