import { Box, Text } from '@mantine/core';
import type { FormatDraft } from './format-problems';

/** The widest the drawing gets; the format's own proportions give its height. */
const drawingWidth = 480;
const colours = ['teal', 'blue', 'grape', 'orange', 'cyan', 'pink', 'lime', 'indigo'];

/** The format's layers drawn to scale, stacked in their order, each named. */
export function FormatLayoutPreview({ format, label }: { format: FormatDraft; label: string }) {
  const width = Math.max(format.resolutionX, 1);
  const height = Math.max(format.resolutionY, 1);
  const scale = drawingWidth / Math.max(width, height);
  const percent = (part: number, whole: number) => `${(100 * part) / whole}%`;
  return (
    <Box
      role="img"
      aria-label={label}
      pos="relative"
      bg="dark.6"
      w={width * scale}
      h={height * scale}
      style={{ overflow: 'hidden', borderRadius: 4 }}
    >
      {format.layers
        .map((layer, index) => ({ layer, colour: colours[index % colours.length] ?? 'teal' }))
        .sort((a, b) => a.layer.zOrder - b.layer.zOrder)
        .map(({ layer, colour }) => (
          <Box
            key={layer.layerCode ?? layer.name}
            pos="absolute"
            left={percent(layer.x, width)}
            top={percent(layer.y, height)}
            w={percent(layer.width, width)}
            h={percent(layer.height, height)}
            bg={`${colour}.7`}
            p={4}
            style={{ opacity: 0.85, border: '1px solid white' }}
          >
            <Text size="xs" c="white" truncate>
              {layer.name}
            </Text>
          </Box>
        ))}
    </Box>
  );
}
