/**
 * The Content-Disposition of every file the API hands a person to save: the name kept to letters, digits, dot,
 * underscore and hyphen (anything else becomes one hyphen), so that a name built from what someone typed (a
 * batch's name, an inflow's reference) can neither close the quoted string and name another file
 * (`filename*=…a.html`) nor break the header.
 */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]+/g, '-')}"`;
