// The file name of a person's data (decisions §25): date-personale-<username>-<day>.json, the user name
// kept to the characters every file system and a Content-Disposition's quoted name hold.

export const exportFileName = (username: string, day: string): string =>
  `date-personale-${username.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'cont'}-${day}.json`;
