// Loads the packages' declaration files into one TypeScript program and reports files that failed to load.
import { ts } from './typescriptApi.js';
import path from 'node:path';
import type { Diagnostic } from '../pluginApi.js';
import type { ResolvedPackage } from './resolvePackages.js';

/** One program over every configured package, so types link across packages. */
export function createDeclarationProgram(packages: ResolvedPackage[]): ts.Program {
  const options: ts.CompilerOptions = {
    // The declarations are read, not type-checked: without the default lib the program loads in a fraction of the time.
    noLib: true,
    types: [],
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // A package importing another configured package gets the configured copy, wherever it is installed.
    paths: Object.fromEntries(packages.map((pkg) => [pkg.name, [pkg.entry]])),
  };
  return ts.createProgram(
    packages.map((pkg) => pkg.entry),
    options,
  );
}

/** The declaration files that belong to a package (not to its dependencies). */
function packageSourceFiles(program: ts.Program, pkg: ResolvedPackage): ts.SourceFile[] {
  const prefix = pkg.dir + path.sep;
  return program.getSourceFiles().filter((file) => {
    const fileName = path.resolve(file.fileName);
    return fileName.startsWith(prefix) && !fileName.slice(prefix.length).includes(`node_modules${path.sep}`);
  });
}

/** Warnings for the package's declaration files that do not parse or import files that are missing. */
export function loadDiagnostics(program: ts.Program, checker: ts.TypeChecker, pkg: ResolvedPackage): Diagnostic[] {
  const files = packageSourceFiles(program, pkg);
  // One warning per file: after the first syntax error the parser's follow-up errors are noise.
  const syntax = files.flatMap((file) => {
    const errors = program.getSyntacticDiagnostics(file);
    return errors[0] ? [fromTsDiagnostic(pkg, errors[0], errors.length)] : [];
  });
  const missing = files.flatMap((file) => missingImports(checker, pkg, file));
  return [...syntax, ...missing];
}

function fromTsDiagnostic(pkg: ResolvedPackage, diagnostic: ts.Diagnostic, errorCount: number): Diagnostic {
  const file = diagnostic.file;
  const position =
    file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
  return {
    severity: 'warning',
    message: `reference-typescript: a declaration file of ${pkg.name}@${pkg.version} failed to parse: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}${errorCount > 1 ? ` (and ${errorCount - 1} more syntax errors)` : ''}`,
    file: file ? packagePath(pkg, file.fileName) : pkg.name,
    line: position ? position.line + 1 : undefined,
    column: position ? position.character + 1 : undefined,
    hint: 'Items declared after the error may be missing or incomplete; the rest of the reference is built. Reinstall or pin another version of the package.',
  };
}

/** Relative imports and re-exports that resolve to no file: the items they carry are missing from the reference. */
function missingImports(checker: ts.TypeChecker, pkg: ResolvedPackage, file: ts.SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const statement of file.statements) {
    const specifier = moduleSpecifierOf(statement);
    if (!specifier || !specifier.text.startsWith('.')) continue;
    if (checker.getSymbolAtLocation(specifier)) continue;
    const position = file.getLineAndCharacterOfPosition(specifier.getStart(file));
    diagnostics.push({
      severity: 'warning',
      message: `reference-typescript: ${pkg.name}@${pkg.version} imports "${specifier.text}", which is not a loadable declaration file`,
      file: packagePath(pkg, file.fileName),
      line: position.line + 1,
      column: position.character + 1,
      hint: 'Items from that file are missing from the reference; the rest is built. Reinstall the package.',
    });
  }
  return diagnostics;
}

function moduleSpecifierOf(statement: ts.Statement): ts.StringLiteral | undefined {
  if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return undefined;
  const specifier = statement.moduleSpecifier;
  return specifier && ts.isStringLiteral(specifier) ? specifier : undefined;
}

/** `@uniswap/v3-sdk/dist/types/src/entities/pool.d.ts`: the form diagnostics use for package files. */
export function packagePath(pkg: ResolvedPackage, fileName: string): string {
  return `${pkg.name}/${path.relative(pkg.dir, fileName).split(path.sep).join('/')}`;
}
