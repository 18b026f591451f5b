// The ID rule (frontend mangling + plan::symbolicId) against the published
// examples of DPC++'s __builtin_sycl_unique_stable_id: every variable with
// static storage in dpcpp_id_table.cpp must get exactly the expected ID.
#include "frontend/unique_names.hpp"
#include "plan/plan.hpp"

#include <catch2/catch.hpp>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Tooling/Tooling.h>

#include <fstream>
#include <set>
#include <sstream>

namespace {

using namespace clang;

struct IdCollector : RecursiveASTVisitor<IdCollector> {
  ASTContext &ctx;
  std::string prefix;
  std::set<std::string> ids;
  std::set<std::string> perTuCopies;

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitVarDecl(VarDecl *var) {
    if (!var->hasGlobalStorage() || isa<ParmVarDecl>(var) ||
        var->getDescribedVarTemplate() != nullptr ||
        var->getDeclContext()->isDependentContext() ||
        var->getType()->isDependentType() ||
        !ctx.getSourceManager().isInMainFile(var->getLocation()) ||
        var->getName().starts_with("use_"))
      return true;
    syclfg::model::Object object;
    object.mangledName = syclfg::frontend::mangleForUniqueId(ctx, var);
    object.externallyVisible = syclfg::frontend::uniqueIdIsExternal(var);
    ids.insert(syclfg::plan::symbolicId(object, prefix));
    if (syclfg::frontend::hasPerTuCopiesWithGxx(var))
      perTuCopies.insert(object.mangledName);
    return true;
  }
};

std::string readTable() {
  std::ifstream in(SYCLFG_ID_TABLE);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

IdCollector idsOf(const std::string &prefix, std::unique_ptr<ASTUnit> &ast,
                  const std::string &std = "-std=c++17") {
  ast = tooling::buildASTFromCodeWithArgs(
      readTable(), {std, "-Xclang", "-fsycl-is-host"}, "dpcpp_id_table.cpp",
      "clang-tool", std::make_shared<PCHContainerOperations>());
  REQUIRE(ast);
  REQUIRE_FALSE(ast->getDiagnostics().hasErrorOccurred());
  IdCollector collector{{}, ast->getASTContext(), prefix, {}, {}};
  collector.TraverseAST(ast->getASTContext());
  return collector;
}

} // namespace

TEST_CASE("IDs equal __builtin_sycl_unique_stable_id's published examples, "
          "at C++17 and C++20") {
  const std::string std =
      GENERATE(as<std::string>(), "-std=c++17", "-std=c++20");
  INFO(std);
  std::unique_ptr<ASTUnit> ast;
  IdCollector got = idsOf("THE_PREFIX", ast, std);
  const std::set<std::string> expected{
      "_Z9GlobalInt",
      "THE_PREFIX____ZL15StaticGlobalInt",
      "THE_PREFIX____ZL18ConstexprGlobalInt",
      "_ZN2NS5NSIntE",
      "THE_PREFIX____ZN2NSL11StaticNSIntE",
      "THE_PREFIX____ZN12_GLOBAL__N_19AnonNSIntE",
      "_ZN6Struct15StaticStructIntE",
      "THE_PREFIX____ZZ4FuncvE7FuncVar",
      "THE_PREFIX____ZZZ4mainENKUlvE_clEvE12LocalLambda1",
      "_ZZ12TemplateFuncIfEvvE7FuncVar",
      "THE_PREFIX____ZL1b",
      "_Z1c",
      "_ZN2S11aE",
      "_ZN2S3ILi1EE1aE",
      "THE_PREFIX____ZN5innerL9same_nameE",
      "THE_PREFIX____ZN5outer12_GLOBAL__N_15inner12_GLOBAL__N_19same_nameE",
      "_ZN3Foo3Bar14InlineNSSpecIDE",
      "THE_PREFIX____ZN3Foo12_GLOBAL__N_16AnonNSE",
      "THE_PREFIX____ZN12_GLOBAL__N_114HasVarTemplate8VarTemplIiLi2EEE",
      "_Z10dev_globalI4Arg1IiN4sycl1XINS1_6detail1YEEEEE",
      "_Z6per_tuILi1EE",
  };
  CHECK(got.ids == expected);
  // Clang's linkage wins, and the footer marks g++'s per-TU copies.
  CHECK(got.perTuCopies == std::set<std::string>{"_Z6per_tuILi1EE"});
}

TEST_CASE("an empty prefix gives DPC++'s IDs without -fsycl-unique-prefix") {
  std::unique_ptr<ASTUnit> ast;
  IdCollector got = idsOf("", ast);
  CHECK(got.ids.count("____ZL1b") == 1);
  CHECK(got.ids.count("_Z1c") == 1);
}
