import { Box, Center, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

interface SignFrameProps {
  /** The document to show; none yet shows the placeholder text. */
  document: string | undefined;
  width: number;
  height: number;
  /** The frame's accessible name. */
  title: string;
  /** The most the frame may take up, in CSS (`70vh`); the width fits what is left. */
  maxHeight: string;
  placeholder?: string;
}

/**
 * A sign's document in a sandboxed frame (no script may run in it) at its own pixels, scaled
 * down to fit its box whole.
 */
export function SignFrame({
  document,
  width,
  height,
  title,
  maxHeight,
  placeholder,
}: SignFrameProps) {
  const { ref, width: shown } = useElementSize();
  const scale = shown > 0 ? shown / width : 0;
  return (
    <Box
      ref={ref}
      pos="relative"
      mx="auto"
      bg="white"
      style={{
        width: `min(100%, calc(${maxHeight} * ${width} / ${height}))`,
        aspectRatio: `${width} / ${height}`,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {document ? (
        <iframe
          title={title}
          sandbox=""
          srcDoc={document}
          width={width}
          height={height}
          tabIndex={-1}
          style={{
            position: 'absolute',
            inset: '0 auto auto 0',
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            pointerEvents: 'none',
          }}
        />
      ) : (
        <Center h="100%">
          <Text size="sm" c="dimmed">
            {placeholder}
          </Text>
        </Center>
      )}
    </Box>
  );
}
