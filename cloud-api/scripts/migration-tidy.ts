/**
 * MikroORM's migration generator writes, into every new migration's down(), a drop and re-create of
 * each routine the schema has (the search functions), whatever the change was: rolling that migration
 * back would then re-create functions it never touched, from whatever text they had at generation.
 * This removes those statements from down(), keeping the ones for routines that up() itself creates.
 */
export function withoutStrayRoutines(source: string): string {
  const at = source.indexOf('override down()');
  if (at < 0) return source;
  const up = source.slice(0, at);
  const down = source.slice(at).replace(/\n[ \t]*this\.addSql\(`(?:[^`\\]|\\.)*`\);/g, (statement) => {
    const routine = /function (?:if exists )?"(\w+)"/.exec(statement)?.[1];
    return routine !== undefined && !up.includes(`"${routine}"`) ? '' : statement;
  });
  // the blank lines the removed statements leave: one at most between groups, none around the body
  return up + down.replace(/\n(?:[ \t]*\n){2,}/g, '\n\n').replace('{\n\n', '{\n').replace(/\n\n( {2}\}\n)/, '\n$1');
}
