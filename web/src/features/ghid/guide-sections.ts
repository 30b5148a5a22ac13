import type { GuideKey } from '@/i18n/guide.js';

// The user guide (decisions §1: GUIDE_URL defaults to /ghid), written from the specifications; its
// words are the catalogue `guide`'s (issue #40), in Romanian and English.

export interface GuideSection {
  id: string;
  title: GuideKey;
  paragraphs: GuideKey[];
}

export const GUIDE: GuideSection[] = [
  {
    id: 'autentificare',
    title: 'guide.autentificare.title',
    paragraphs: ['guide.autentificare.p1', 'guide.autentificare.p2', 'guide.autentificare.p3'],
  },
  {
    id: 'cladirea',
    title: 'guide.cladirea.title',
    paragraphs: ['guide.cladirea.p1', 'guide.cladirea.p2'],
  },
  {
    id: 'birouri',
    title: 'guide.birouri.title',
    paragraphs: ['guide.birouri.p1', 'guide.birouri.p2', 'guide.birouri.p3', 'guide.birouri.p4', 'guide.birouri.p5'],
  },
  {
    id: 'sali',
    title: 'guide.sali.title',
    paragraphs: ['guide.sali.p1', 'guide.sali.p2'],
  },
  {
    id: 'turn',
    title: 'guide.turn.title',
    paragraphs: ['guide.turn.p1', 'guide.turn.p2', 'guide.turn.p3', 'guide.turn.p4'],
  },
  {
    id: 'ajutor',
    title: 'guide.ajutor.title',
    paragraphs: ['guide.ajutor.p1'],
  },
];
