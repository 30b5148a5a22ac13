// What a person booking a desk is told when desks nobody claimed are released (decisions §13).

/** 'Confirmați prezența până la ora HH:00, …' when auto-release is on (an hour ≥ 0), otherwise null. */
export function autoReleaseNotice(autoReleaseHour: number): string | null {
  if (autoReleaseHour < 0) return null;
  return `Confirmați prezența până la ora ${String(autoReleaseHour).padStart(2, '0')}:00, altfel rezervarea se anulează automat.`;
}
