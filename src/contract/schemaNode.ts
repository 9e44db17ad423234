/**
 * What the contract's documentation writers (reference.ts, openapi.ts) read of a valibot schema:
 * its kind, what it wraps or holds, and its pipe's checks. Valibot's own types hide these fields.
 */
export interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly (SchemaNode | string | number)[];
  key?: SchemaNode;
  value?: SchemaNode;
  literal?: unknown;
  pipe?: readonly { type: string; requirement?: unknown }[];
}

export const isOptional = (node: SchemaNode): boolean => node.type === 'optional' || node.type === 'nullish';
