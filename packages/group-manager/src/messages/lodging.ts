/*
 * Every word of the group's lodging and parking pages (/stayManage, /selectRoomPersonList, /parking) in cn and en.
 * Refusals (no rooms left, a full room, a member with a room that night, the vehicle cap) come worded by the server in
 * the page language; field messages from the shared schemas (validation/lodging.ts).
 */
export const lodgingMessages = { cn: () => import('./lodging.cn'), en: () => import('./lodging.en') }
