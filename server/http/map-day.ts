import type { FastifyRequest } from 'fastify';
import { bucharestDay, isCalendarDay } from '../../domain/time.js';

/** The day a map (or the status card) is asked for (?date=, today by default), whose version is read as the request arrives. */
export function mapDay(req: FastifyRequest, now: Date): string | undefined {
  const { date } = req.query as { date?: unknown };
  if (date === undefined) return bucharestDay(now);
  return isCalendarDay(date) ? date : undefined;
}
