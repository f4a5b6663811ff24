import type { ScheduleRoom } from './schedule-model.js';

/**
 * The declared rooms, each guid that several rooms of different names share taken off them, and
 * those guids with the names sharing them. pretalx's DemoCon export gives its Gray and Tan rooms
 * one guid: keyed on it, the two rooms became one place and "By room" lost a room. A guid that
 * names several rooms identifies none, so those rooms are keyed on their slug or name instead.
 */
export function withoutSharedRoomGuids(rooms: readonly ScheduleRoom[]): {
  rooms: ScheduleRoom[];
  sharedGuids: Map<string, string[]>;
} {
  const namesByGuid = new Map<string, string[]>();
  for (const room of rooms) {
    if (room.guid === undefined) continue;
    const names = namesByGuid.get(room.guid) ?? [];
    if (!names.includes(room.name)) names.push(room.name);
    namesByGuid.set(room.guid, names);
  }
  const sharedGuids = new Map([...namesByGuid].filter(([, names]) => names.length > 1));
  return {
    rooms: rooms.map((room) => withoutGuidIn(room, sharedGuids)),
    sharedGuids,
  };
}

/** The room without its guid when that guid is one of `sharedGuids`: an event's room may carry it too. */
export function withoutGuidIn(room: ScheduleRoom, sharedGuids: ReadonlyMap<string, unknown>): ScheduleRoom {
  if (room.guid === undefined || !sharedGuids.has(room.guid)) return room;
  const { guid: _shared, ...rest } = room;
  return rest;
}
