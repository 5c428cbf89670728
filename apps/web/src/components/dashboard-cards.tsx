import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface DashboardCard {
  title: string;
  description: string;
  to: string;
  /** Opens in a new tab (the demo survey). */
  newTab?: boolean;
}

/** The cards of a dashboard: each one a link to a screen of the area. */
export function DashboardCards({ cards }: { cards: readonly DashboardCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {cards.map((card) => (
        <li key={card.to}>
          {/* Mantine gives a Card no focus ring of its own; a link needs one for the keyboard. */}
          <Card
            component={Link}
            to={card.to}
            className="mantine-focus-auto"
            target={card.newTab ? '_blank' : undefined}
            rel={card.newTab ? 'noopener' : undefined}
            withBorder
            shadow="sm"
            padding="lg"
            h="100%"
          >
            {/* A word wider than the card (at 200% text on a phone) breaks rather than being cut off. */}
            <Text fw={700} size="lg" c="romBlue.7" style={{ overflowWrap: 'anywhere' }}>
              {card.title}
            </Text>
            <Text size="sm" c="gray.7" mt="xs" style={{ overflowWrap: 'anywhere' }}>
              {card.description}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
