// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text } from '@mantine/core';

/** Label and value pairs as a two-column grid; a long value wraps instead of widening it. */
export function PlayerFacts({ facts }: { facts: [string, string][] }) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
      {facts.map(([label, value], index) => (
        <div key={index} style={{ display: 'contents' }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A playlist's hash as a person compares two of them: its first 8 characters. */
export function shortVersion(hash: string | null | undefined): string | null {
  return hash ? hash.slice(0, 8) : null;
}
