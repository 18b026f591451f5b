#include "frontend/attribute_tokens.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/MacroInfo.h>

#include <algorithm>
#include <cstdint>

namespace syclfg::frontend {
namespace {

using namespace clang;
using Value = std::optional<unsigned long long>;
// The element an argument names of a constant array ("sizes[0]"); none for
// a whole variable.
using Index = std::optional<std::uint64_t>;

// The raw tokens from `begin` (a file location) to the first at or past
// `end` (in the same file), or, with no `end`, to the end of the file.
std::vector<Token> lexFrom(SourceLocation begin, SourceLocation end,
                           const Preprocessor &pp) {
  const SourceManager &sm = pp.getSourceManager();
  std::vector<Token> out;
  if (begin.isInvalid() ||
      (end.isValid() && sm.getFileID(begin) != sm.getFileID(end)))
    return out;
  bool invalid = false;
  llvm::StringRef buffer = sm.getBufferData(sm.getFileID(begin), &invalid);
  if (invalid)
    return out;
  Lexer lexer(sm.getLocForStartOfFile(sm.getFileID(begin)), pp.getLangOpts(),
              buffer.begin(), buffer.begin() + sm.getFileOffset(begin),
              buffer.end());
  const unsigned stop = end.isValid() ? sm.getFileOffset(end) : buffer.size();
  Token token;
  while (!lexer.LexFromRawLexer(token) &&
         sm.getFileOffset(token.getLocation()) < stop)
    out.push_back(token);
  return out;
}

// The arguments of a function-like macro's invocation, split as the
// preprocessor splits them (at the commas outside parentheses), and the
// commas between them (for __VA_ARGS__, which takes the rest with them).
struct InvocationArguments {
  std::vector<std::vector<Token>> args;
  std::vector<Token> commas;
};

// Those of `name` invoked at `invocation` (its name; none when another
// name is written there).
InvocationArguments invocationArguments(SourceLocation invocation,
                                        llvm::StringRef name,
                                        const Preprocessor &pp) {
  const std::vector<Token> text = lexFrom(invocation, {}, pp);
  if (text.size() < 2 || !text[0].is(tok::raw_identifier) ||
      text[0].getRawIdentifier() != name || !text[1].is(tok::l_paren))
    return {};
  InvocationArguments out;
  out.args.emplace_back();
  int depth = 0;
  for (std::size_t i = 2; i < text.size(); ++i) {
    const Token &t = text[i];
    if (depth == 0 && t.is(tok::r_paren))
      return out;
    if (depth == 0 && t.is(tok::comma)) {
      out.args.emplace_back();
      out.commas.push_back(t);
      continue;
    }
    depth += t.is(tok::l_paren) ? 1 : t.is(tok::r_paren) ? -1 : 0;
    out.args.back().push_back(t);
  }
  return {};
}

// The tokens parameter `index` of `macro` stands for: its argument, or for
// __VA_ARGS__ the remaining arguments and the commas between them.
void appendArgument(const MacroInfo &macro, std::size_t index,
                    const InvocationArguments &call, std::vector<Token> &out) {
  const bool rest = macro.isVariadic() && index + 1 == macro.getNumParams();
  const std::size_t last = rest ? call.args.size() : index + 1;
  for (std::size_t i = index; i < last && i < call.args.size(); ++i) {
    if (i > index)
      out.push_back(call.commas[i - 1]);
    out.insert(out.end(), call.args[i].begin(), call.args[i].end());
  }
}

// The tokens of [begin, end) when both lie in one function-like macro's
// definition, invoked from a file or from another macro's argument (the
// CTS's test macros write a kernel there and pass its attribute as an
// argument, inside Catch2's test case macro): the definition's tokens with
// each parameter replaced by the invocation's argument.
std::vector<Token> macroBodyTokens(SourceLocation begin, SourceLocation end,
                                   Preprocessor &pp) {
  const SourceManager &sm = pp.getSourceManager();
  const llvm::StringRef name =
      Lexer::getImmediateMacroName(begin, sm, pp.getLangOpts());
  // Where the invocation is spelled: in a file, in another macro's
  // argument or definition (the arguments read there are then that
  // definition's parameters, so an attribute passed on is not found).
  SourceLocation inMacro = begin; // past the argument substitutions of
  while (inMacro.isMacroID() &&   // macros the invocation is passed to
         sm.isMacroArgExpansion(inMacro))
    inMacro = sm.getImmediateSpellingLoc(inMacro);
  const SourceLocation invocation =
      sm.getSpellingLoc(sm.getImmediateExpansionRange(inMacro).getBegin());
  const MacroInfo *macro =
      pp.getMacroDefinitionAtLoc(pp.getIdentifierInfo(name), invocation)
          .getMacroInfo();
  if (macro == nullptr || !macro->isFunctionLike())
    return {};
  const InvocationArguments call = invocationArguments(invocation, name, pp);
  if (call.args.size() + (macro->isVariadic() ? 1 : 0) < macro->getNumParams())
    return {};
  std::vector<Token> out;
  for (const Token &t :
       lexFrom(sm.getSpellingLoc(begin), sm.getSpellingLoc(end), pp)) {
    const auto *param = std::find_if(
        macro->param_begin(), macro->param_end(), [&](const IdentifierInfo *p) {
          return t.is(tok::raw_identifier) &&
                 p->getName() == t.getRawIdentifier();
        });
    if (param == macro->param_end())
      out.push_back(t);
    else
      appendArgument(*macro,
                     static_cast<std::size_t>(param - macro->param_begin()),
                     call, out);
  }
  return out;
}

// The raw tokens of [begin, end), both in one file; empty otherwise. A
// kernel written in a macro's argument is read where it is written, one
// in a macro's definition as macroBodyTokens says.
std::vector<Token> tokensBetween(SourceLocation begin, SourceLocation end,
                                 Preprocessor &pp) {
  const SourceManager &sm = pp.getSourceManager();
  if (begin.isMacroID() && end.isMacroID() &&
      sm.getFileLoc(begin) == sm.getFileLoc(end))
    return macroBodyTokens(begin, end, pp);
  begin = sm.getFileLoc(begin);
  end = sm.getFileLoc(end);
  if (end.isInvalid())
    return {};
  return lexFrom(begin, end, pp);
}

std::string spelling(const Token &token, const Preprocessor &pp) {
  return Lexer::getSpelling(token, pp.getSourceManager(), pp.getLangOpts());
}

// An integer literal's value ("32", "0x20", "32u", "1'024").
Value literalValue(const std::string &text) {
  std::string digits;
  for (char c : text)
    if (c != '\'' && c != 'u' && c != 'U' && c != 'l' && c != 'L')
      digits += c;
  try {
    std::size_t used = 0;
    unsigned long long value = std::stoull(digits, &used, 0);
    if (used == digits.size())
      return value;
  } catch (const std::exception &) {
  }
  return std::nullopt;
}

// A constant variable's value, or its element `index`: Clang's constant
// evaluator computes the initializer (constexpr arrays included).
Value variableValue(const NamedDecl *decl, Index index) {
  const auto *var = dyn_cast<VarDecl>(decl);
  const VarDecl *withInit = nullptr;
  if (var == nullptr || var->getAnyInitializer(withInit) == nullptr)
    return std::nullopt;
  const APValue *value = withInit->evaluateValue();
  if (value != nullptr && index) {
    if (!value->isArray() || *index >= value->getArraySize())
      return std::nullopt;
    value = *index < value->getArrayInitializedElts()
                ? &value->getArrayInitializedElt(*index)
                : &value->getArrayFiller();
  }
  if (value == nullptr || !value->isInt())
    return std::nullopt;
  return value->getInt().getZExtValue();
}

// The integral argument of the template parameter `name` of a
// specialization: `params` with `args`.
Value templateArgument(llvm::StringRef name,
                       const TemplateParameterList *params,
                       const TemplateArgumentList *args) {
  if (params == nullptr || args == nullptr)
    return std::nullopt;
  for (unsigned i = 0; i < params->size() && i < args->size(); ++i)
    if (params->getParam(i)->getName() == name &&
        args->get(i).getKind() == TemplateArgument::Integral)
      return args->get(i).getAsIntegral().getZExtValue();
  return std::nullopt;
}

Value valueInScope(llvm::StringRef name, const DeclContext *dc, Index index) {
  if (const auto *fn = dyn_cast<FunctionDecl>(dc)) {
    const FunctionTemplateDecl *tmpl = fn->getPrimaryTemplate();
    if (tmpl != nullptr && !index)
      if (Value v = templateArgument(name, tmpl->getTemplateParameters(),
                                     fn->getTemplateSpecializationArgs()))
        return v;
    for (const Decl *decl : fn->decls()) // block-scope constants
      if (const auto *named = dyn_cast<NamedDecl>(decl);
          named != nullptr && named->getName() == name)
        if (Value v = variableValue(named, index))
          return v;
    return std::nullopt;
  }
  if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(dc);
      spec != nullptr && !index)
    if (Value v = templateArgument(
            name, spec->getSpecializedTemplate()->getTemplateParameters(),
            &spec->getTemplateArgs()))
      return v;
  const ASTContext &ctx = cast<Decl>(dc)->getASTContext();
  for (const NamedDecl *named : dc->lookup(&ctx.Idents.get(name)))
    if (Value v = variableValue(named, index))
      return v;
  return std::nullopt;
}

// A name's value, looked up from `dc` outwards.
Value namedValue(llvm::StringRef name, const DeclContext *dc, Index index) {
  for (; dc != nullptr; dc = dc->getParent())
    if (!isa<LinkageSpecDecl>(dc))
      if (Value v = valueInScope(name, dc, index))
        return v;
  return std::nullopt;
}

// A trailing "[integer literal]" taken off `arg`: the element it names.
Index takeIndex(std::vector<Token> &arg, const Preprocessor &pp) {
  const std::size_t n = arg.size();
  if (n < 4 || !arg[n - 1].is(tok::r_square) ||
      !arg[n - 2].is(tok::numeric_constant) || !arg[n - 3].is(tok::l_square))
    return std::nullopt;
  const Value index = literalValue(spelling(arg[n - 2], pp));
  if (index)
    arg.resize(n - 3);
  return index;
}

// The namespace or class `names` (a qualifier's parts) name inside `dc`.
const DeclContext *descend(const DeclContext *dc,
                           const std::vector<llvm::StringRef> &names) {
  const ASTContext &ctx = cast<Decl>(dc)->getASTContext();
  for (llvm::StringRef name : names) {
    const DeclContext *inner = nullptr;
    for (const NamedDecl *found : dc->lookup(&ctx.Idents.get(name)))
      if (isa<NamespaceDecl>(found) || isa<CXXRecordDecl>(found))
        inner = cast<DeclContext>(found);
    if (inner == nullptr)
      return nullptr;
    dc = inner;
  }
  return dc;
}

// The scope the qualifier of `arg` ("a::b::N", "::a::N") names, looked up
// from `dc` outwards as C++ looks up its first part.
const DeclContext *qualifierScope(const std::vector<Token> &arg,
                                  const DeclContext *dc) {
  std::vector<llvm::StringRef> names;
  for (std::size_t i = 0; i + 1 < arg.size(); ++i)
    if (!identifierOf(arg[i]).empty())
      names.push_back(identifierOf(arg[i]));
  if (arg.front().is(tok::coloncolon))
    return descend(cast<Decl>(dc)->getASTContext().getTranslationUnitDecl(),
                   names);
  for (; dc != nullptr; dc = dc->getParent())
    if (const DeclContext *scope = descend(dc, names))
      return scope;
  return nullptr;
}

// `scope::name(` at i, for one of `scopes`.
bool attributeAt(const std::vector<Token> &tokens, std::size_t i,
                 std::initializer_list<llvm::StringRef> scopes,
                 llvm::StringRef name) {
  if (i + 3 >= tokens.size() || !tokens[i].is(tok::raw_identifier))
    return false;
  llvm::StringRef scope = tokens[i].getRawIdentifier();
  return std::find(scopes.begin(), scopes.end(), scope) != scopes.end() &&
         tokens[i + 1].is(tok::coloncolon) &&
         tokens[i + 2].is(tok::raw_identifier) &&
         tokens[i + 2].getRawIdentifier() == name &&
         tokens[i + 3].is(tok::l_paren);
}

// Where the call operator's declaration may hold the attribute: for a
// lambda from its introducer, else from the end of the member before it.
SourceLocation scanStart(const CXXRecordDecl *functor, const Decl *op) {
  if (functor->isLambda())
    return functor->getBeginLoc();
  SourceLocation start = functor->getBraceRange().getBegin();
  for (const Decl *member : functor->decls()) {
    if (member == op || member == op->getDescribedTemplate() ||
        (isa<FunctionTemplateDecl>(member) &&
         cast<FunctionTemplateDecl>(member)->getTemplatedDecl() == op))
      break;
    if (!member->isImplicit() && member->getEndLoc().isValid())
      start = member->getEndLoc();
  }
  return start;
}

const FunctionDecl *definedCallOperator(const CXXRecordDecl *functor) {
  if (functor->isLambda())
    return functor->getLambdaCallOperator();
  for (const Decl *decl : functor->decls()) {
    const FunctionDecl *fn = decl->getAsFunction();
    if (fn != nullptr && fn->getOverloadedOperator() == OO_Call &&
        fn->doesThisDeclarationHaveABody())
      return fn;
  }
  return nullptr;
}

} // namespace

KernelTokens kernelAttributeTokens(const CXXRecordDecl *functor,
                                   Preprocessor &pp) {
  KernelTokens out;
  const FunctionDecl *op =
      functor != nullptr ? definedCallOperator(functor) : nullptr;
  if (op == nullptr || op->getBody() == nullptr)
    return out;
  // A template's instantiation has the pattern's tokens.
  const CXXRecordDecl *pattern = functor;
  if (const CXXRecordDecl *from = functor->getTemplateInstantiationPattern())
    pattern = from;
  const FunctionDecl *patternOp = definedCallOperator(pattern);
  if (patternOp == nullptr || patternOp->getBody() == nullptr)
    patternOp = op;
  out.tokens = tokensBetween(scanStart(pattern, patternOp),
                             patternOp->getBody()->getBeginLoc(), pp);
  out.callOperator = op;
  return out;
}

std::optional<AttributeUse>
findAttribute(const std::vector<Token> &tokens,
              std::initializer_list<llvm::StringRef> scopes,
              llvm::StringRef name, const Preprocessor &pp) {
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (!attributeAt(tokens, i, scopes, name))
      continue;
    AttributeUse use;
    use.where = tokens[i].getLocation();
    use.arguments.emplace_back();
    int depth = 0;
    for (std::size_t j = i + 4; j < tokens.size(); ++j) {
      if (tokens[j].is(tok::r_paren) && depth-- == 0)
        break;
      if (tokens[j].is(tok::l_paren))
        ++depth;
      use.text += spelling(tokens[j], pp);
      if (tokens[j].is(tok::comma) && depth == 0)
        use.arguments.emplace_back();
      else
        use.arguments.back().push_back(tokens[j]);
    }
    return use;
  }
  return std::nullopt;
}

std::string spelled(const std::vector<Token> &tokens, const Preprocessor &pp) {
  std::string out;
  for (const Token &t : tokens)
    out += spelling(t, pp);
  return out;
}

llvm::StringRef identifierOf(const Token &token) {
  if (token.is(tok::raw_identifier))
    return token.getRawIdentifier();
  if (const IdentifierInfo *id = token.getIdentifierInfo())
    return id->getName();
  return {};
}

std::vector<Token> expandArgument(std::vector<Token> arg, Preprocessor &pp) {
  for (int level = 0; level < 8; ++level) {
    if (arg.size() >= 2 && arg.front().is(tok::l_paren) &&
        arg.back().is(tok::r_paren)) {
      arg = std::vector<Token>(arg.begin() + 1, arg.end() - 1);
      continue;
    }
    if (arg.size() != 1 || identifierOf(arg[0]).empty())
      return arg;
    IdentifierInfo *id = pp.getIdentifierInfo(identifierOf(arg[0]));
    if (!id->hadMacroDefinition())
      return arg;
    const MacroInfo *macro =
        pp.getMacroDefinitionAtLoc(id, arg[0].getLocation()).getMacroInfo();
    if (macro == nullptr || !macro->isObjectLike())
      return arg;
    arg.assign(macro->tokens_begin(), macro->tokens_end());
  }
  return arg;
}

std::optional<unsigned long long>
integerArgument(const std::vector<Token> &written, const DeclContext *dc,
                Preprocessor &pp) {
  std::vector<Token> arg = expandArgument(written, pp);
  if (arg.empty())
    return std::nullopt;
  if (arg.size() == 1 && arg.back().is(tok::numeric_constant))
    return literalValue(spelling(arg.back(), pp));
  const Index index = takeIndex(arg, pp);
  const Token &last = arg.back();
  llvm::StringRef name = identifierOf(last);
  if (name.empty())
    return std::nullopt;
  for (std::size_t i = 0; i + 1 < arg.size(); ++i) // only a qualified name
    if (identifierOf(arg[i]).empty() && !arg[i].is(tok::coloncolon))
      return std::nullopt;
  if (arg.size() > 1) {
    const DeclContext *scope = qualifierScope(arg, dc);
    return scope != nullptr ? valueInScope(name, scope, index) : std::nullopt;
  }
  return namedValue(name, dc, index);
}

} // namespace syclfg::frontend
