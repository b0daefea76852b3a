import { readFileSync } from 'node:fs';
import * as ts from 'typescript';

/** One property of an interface or object type, as written in the source. */
export interface MemberShape {
  name: string;
  optional: boolean;
  /** The string literals of a union type (`'True' | 'False'`), or of the alias it names. */
  literals?: string[];
  /** The members of an inline object type (`owner?: { email: string }`). */
  members?: MemberShape[];
  /** The type as written, e.g. `string` or `VectorTier`. */
  typeText: string;
}

export interface TypeShapes {
  interfaces: Record<string, MemberShape[]>;
  /** Type aliases that are unions of string literals. */
  unions: Record<string, string[]>;
}

/** Reads the interfaces and string-literal unions a TypeScript file declares, without running it. */
export function readTypeShapes(file: string): TypeShapes {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const unions: Record<string, string[]> = {};
  const interfaces: Record<string, MemberShape[]> = {};
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) {
      const literals = stringLiterals(statement.type);
      if (literals) unions[statement.name.text] = literals;
    }
  }
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement))
      interfaces[statement.name.text] = membersOf(statement.members, unions, source);
  }
  return { interfaces, unions };
}

function membersOf(
  members: ts.NodeArray<ts.TypeElement>,
  unions: Record<string, string[]>,
  source: ts.SourceFile,
): MemberShape[] {
  return members.filter(ts.isPropertySignature).map((member) => {
    const type = member.type;
    const typeText = type ? type.getText(source) : 'unknown';
    const shape: MemberShape = {
      name: member.name.getText(source),
      optional: member.questionToken !== undefined,
      typeText,
    };
    if (type && ts.isTypeLiteralNode(type)) shape.members = membersOf(type.members, unions, source);
    const literals = type ? (stringLiterals(type) ?? unions[typeText]) : undefined;
    if (literals) shape.literals = literals;
    return shape;
  });
}

function stringLiterals(type: ts.TypeNode): string[] | undefined {
  const parts = ts.isUnionTypeNode(type) ? [...type.types] : [type];
  const values = parts.map((part) =>
    ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal) ? part.literal.text : undefined,
  );
  return values.every((value): value is string => value !== undefined) ? values : undefined;
}
