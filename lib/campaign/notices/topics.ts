// What the organizer chooses to post to the group's Discord: the kinds of events, and the "your move" digest.
export const NOTICE_TOPICS = ['steps', 'your-move', 'results', 'bases', 'pivotal', 'ends'] as const
export type NoticeTopic = (typeof NOTICE_TOPICS)[number]
