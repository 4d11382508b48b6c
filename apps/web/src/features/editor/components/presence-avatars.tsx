import { Avatar, Tooltip } from '@mantine/core';
import { alsoHereLabel, type Person } from '../state/presence';

/** At most this many avatars; the rest is "+N" (the names are all in the tooltip and the label). */
const SHOWN = 4;

/**
 * Who else has the plan open: their initials, and their names in the tooltip and in the
 * group's accessible name ("Also here: Ann Smith, Bo Berg"). Nothing when the user is alone.
 */
export function PresenceAvatars({ people }: { people: readonly Person[] }) {
  if (people.length === 0) return null;
  const label = alsoHereLabel(people);
  const rest = people.length - SHOWN;
  return (
    <Tooltip label={label} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
      {/* Focusable, so that keyboard users reach the names too; role img: one picture, one name. */}
      <Avatar.Group spacing="xs" role="img" aria-label={label} tabIndex={0}>
        {people.slice(0, SHOWN).map((person) => (
          <Avatar key={person.userId} name={person.name} color="initials" size="sm" radius="xl" aria-hidden />
        ))}
        {rest > 0 ? (
          <Avatar size="sm" radius="xl" aria-hidden>
            +{rest}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip>
  );
}
