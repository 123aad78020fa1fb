/**
 * English function words: frequent in any running prose, rare in a list of topic names. Shared by
 * the page measures (content/listing.ts, content/page-roles.ts) and the topic titles
 * (topics/topic-titles.ts: a title never ends on one). Lower case.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the is are was were be been being am it its this that these those there here of to in ' +
    'on at by for with from into onto as and or but if then than so not no nor can could may ' +
    'might must shall should will would do does did has have had which who whom whose what when ' +
    'where while how why we you they he she them their our your his her one each all any some ' +
    'such only also very more most other same both either neither after before because since ' +
    'until about over under between through during per via i'
  ).split(' '),
);
