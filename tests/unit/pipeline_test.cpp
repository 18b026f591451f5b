// The pipeline's stages (src/pipeline/stages.hpp, job_checks.hpp) one by
// one, and runJob composing them, on real parses of small sources written
// to a scratch directory (our SYCL headers, the Clang the tool links).
#include "pipeline/job_checks.hpp"
#include "pipeline/run_job.hpp"
#include "pipeline/stages.hpp"

#include <catch2/catch.hpp>
#include <llvm/Support/raw_ostream.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <unistd.h>

using namespace syclfg;
namespace fs = std::filesystem;
using driver::Output;

namespace {

// A fresh directory per test case, removed afterwards.
struct Scratch {
  fs::path dir;
  explicit Scratch(const std::string &name)
      : dir(fs::temp_directory_path() /
            ("syclfg_pipeline_" + name + "_" + std::to_string(::getpid()))) {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Scratch() { fs::remove_all(dir); }
  std::string write(const std::string &name, const std::string &text) const {
    std::ofstream(dir / name) << text;
    return (dir / name).string();
  }
  std::string path(const std::string &name) const {
    return (dir / name).string();
  }
};

std::string read(const std::string &path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

driver::Options options() {
  driver::Options o;
  o.resourceDir = SYCLFG_CLANG_RESOURCE_DIR;
  o.syclIncludeDir = SYCLFG_TEST_INCLUDE_DIR;
  o.toolVersion = "test";
  return o;
}

driver::Job jobFor(const std::string &source, const Scratch &scratch) {
  return {source, scratch.dir.string(), {"-std=c++17"}, false};
}

// One specialization ID and one kernel: both have a location in the outputs.
const char *const kSource = R"(#include <sycl/sycl.hpp>
constexpr sycl::specialization_id<int> width(4);
class k;
int main() {
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<k>([=](sycl::kernel_handler h) {
      (void)h.get_specialization_constant<width>();
    });
  });
}
)";

parse::ParseResult parsed(const driver::Job &job, const driver::Options &o) {
  pipeline::FlagNotes notes;
  std::string log;
  llvm::raw_string_ostream logStream(log);
  auto result = pipeline::parseStage(job, o, notes, logStream, nullptr);
  INFO(log);
  REQUIRE(static_cast<bool>(result));
  return std::move(*result);
}

// Whether a check passed; its message, when not, goes with the failure.
bool succeeded(llvm::Error error) {
  if (!error)
    return true;
  UNSCOPED_INFO(llvm::toString(std::move(error)));
  return false;
}

std::string message(llvm::Error error) {
  return llvm::toString(std::move(error));
}

// The parse and plan stages on `job`: the plan, or the stage's error.
struct PlanRun {
  parse::ParseResult parsed;
  std::optional<plan::Plan> plan; // the plan points into `parsed.tu`
  std::string error;
  std::string log; // the plan stage's messages
};

PlanRun planRun(const driver::Job &job, const driver::Options &o) {
  PlanRun run;
  run.parsed = parsed(job, o);
  llvm::raw_string_ostream logStream(run.log);
  auto plan = pipeline::planStage(job, run.parsed.tu, "uidT", o, logStream);
  logStream.flush();
  if (plan)
    run.plan = std::move(*plan);
  else
    run.error = message(plan.takeError());
  return run;
}

// The value of a stage that must succeed (its error, if any, in the failure).
bool valueOf(llvm::Expected<bool> result) {
  if (!result)
    FAIL(llvm::toString(result.takeError()));
  return *result;
}

} // namespace

TEST_CASE("pipeline: checkJob refuses a missing source, a directory and a "
          "missing DPC++ integration header before the parse") {
  Scratch scratch("check_job");
  driver::OutputPaths outputs;
  driver::Options o = options();
  const std::string good = scratch.write("a.cpp", "int main() {}\n");
  CHECK(succeeded(pipeline::checkJob(jobFor(good, scratch), outputs, o)));
  CHECK_THAT(message(pipeline::checkJob(
                 jobFor(scratch.path("none.cpp"), scratch), outputs, o)),
             Catch::Contains("no such source file"));
  CHECK_THAT(message(pipeline::checkJob(jobFor(scratch.dir.string(), scratch),
                                        outputs, o)),
             Catch::Contains("is a directory"));
  o.dpcppIntHeader = scratch.path("no_such.h");
  CHECK_THAT(message(pipeline::checkJob(jobFor(good, scratch), outputs, o)),
             Catch::Contains("--dpcpp-int-header"));
}

TEST_CASE("pipeline: checkNotInputs refuses an output that the translation "
          "unit read") {
  Scratch scratch("not_inputs");
  const std::string header = scratch.write("h.hpp", "int x;\n");
  const std::string other = scratch.path("other.hpp");
  driver::OutputPaths outputs;
  outputs[Output::Footer] = other;
  CHECK(succeeded(pipeline::checkNotInputs(outputs, {header}, {"h.hpp"})));
  outputs[Output::HostTu] = header;
  CHECK_THAT(message(pipeline::checkNotInputs(outputs, {header}, {"h.hpp"})),
             Catch::Contains("refusing to overwrite an input"));
}

TEST_CASE("pipeline: the plan stage names files as --base-dir writes them, "
          "and leaves the parsed model as the compiler named them") {
  Scratch scratch("plan_stage");
  const std::string source = scratch.write("app.cpp", kSource);
  driver::Options o = options();
  o.baseDir = io::BaseDir(scratch.dir.string());
  const PlanRun run = planRun(jobFor(source, scratch), o);
  REQUIRE(run.plan);
  const plan::Plan &plan = *run.plan;
  REQUIRE(plan.objects.size() == 1);
  REQUIRE(plan.kernels.size() == 1);
  CHECK(plan.objects[0].location.file == "app.cpp");
  CHECK(plan.objects[0].location.line == 2);
  CHECK(plan.kernels[0].location.file == "app.cpp");
  // The model, which diagnostics and later stages read, is not edited.
  CHECK(run.parsed.tu.objects[0].location.file == source);
  CHECK(run.parsed.tu.kernels[0].location.file == source);
  CHECK(run.log.empty());
}

TEST_CASE("pipeline: the plan stage prints the plan's problems and fails") {
  Scratch scratch("plan_problems");
  const std::string source = SYCLFG_TEST_DIAGNOSED_DIR "/kernel_name_twice.cpp";
  const PlanRun run = planRun(jobFor(source, scratch), options());
  REQUIRE_FALSE(run.plan);
  CHECK_THAT(run.error, Catch::Contains("no output written"));
  CHECK_THAT(run.log, Catch::Contains(source + ":13:") &&
                          Catch::Contains("two different kernels are named"));
}

TEST_CASE("pipeline: a DPC++ integration header without the registrar is "
          "refused when the plan registers device globals") {
  driver::Options o = options();
  o.flavor = render::Flavor::Dpcpp;
  o.dpcppIntHeader = SYCLFG_TEST_DPCPP_MOCK_DIR "/int_header.h";
  model::Object global;
  global.kind = "device_global";
  global.qualifiedName = "g";
  plan::Plan plan;
  CHECK_FALSE(valueOf(pipeline::dpcppRegistrarDeclared(o, plan)));
  plan.objects.push_back({&global, "_Z1g", "::g", true, false, {}});
  auto declared = pipeline::dpcppRegistrarDeclared(o, plan);
  REQUIRE_FALSE(static_cast<bool>(declared));
  CHECK_THAT(message(declared.takeError()),
             Catch::Contains("declares no __sycl_device_global_registration"));
  o.dpcppIntHeader = SYCLFG_TEST_DPCPP_MOCK_DIR "/int_header_device_globals.h";
  CHECK(valueOf(pipeline::dpcppRegistrarDeclared(o, plan)));
}

TEST_CASE("pipeline: the render stage puts the footer on standard output, "
          "the files in table order and the stamp apart") {
  Scratch scratch("render_stage");
  const std::string source = scratch.write("app.cpp", kSource);
  const driver::Options o = options();
  const driver::Job job = jobFor(source, scratch);
  const PlanRun run = planRun(job, o);
  REQUIRE(run.plan);
  driver::OutputPaths paths;
  paths[Output::Footer] = "-";
  paths[Output::Depfile] = scratch.path("app.d");
  paths[Output::IntHeader] = scratch.path("app.int.h");
  paths[Output::Stamp] = scratch.path("app.stamp");
  const std::vector<std::string> inputs{source};
  const pipeline::Rendered rendered =
      pipeline::renderStage(*run.plan, {job, paths, inputs, "key", o, false});
  CHECK_THAT(rendered.stdoutText,
             Catch::Contains("5width") && Catch::Contains("app.cpp:2"));
  REQUIRE(rendered.files.size() == 2);
  CHECK(rendered.files[0].path == paths[Output::IntHeader]);
  CHECK(rendered.files[1].path == paths[Output::Depfile]);
  // The depfile's rule names the first file written (the footer is not one).
  CHECK_THAT(rendered.files[1].content,
             Catch::StartsWith(paths[Output::IntHeader] + ":"));
  CHECK(rendered.stamp.path == paths[Output::Stamp]);

  std::ostringstream out;
  REQUIRE(succeeded(pipeline::commitStage(rendered, out)));
  CHECK(out.str() == rendered.stdoutText);
  CHECK(read(paths[Output::Depfile]) == rendered.files[1].content);
  CHECK(read(paths[Output::Stamp]) == rendered.stamp.content);
}

TEST_CASE("pipeline: runJob writes the outputs, skips a current job and "
          "writes nothing for a source that does not parse") {
  Scratch scratch("run_job");
  const std::string source = scratch.write("app.cpp", kSource);
  const driver::Options o = options();
  pipeline::FlagNotes notes;
  std::string log;
  llvm::raw_string_ostream logStream(log);
  std::ostringstream out;
  const pipeline::JobContext context{o, notes, logStream, out, nullptr};
  driver::OutputPaths paths;
  paths[Output::Footer] = scratch.path("app.footer.hpp");
  paths[Output::HostTu] = scratch.path("app.host.cpp");
  paths[Output::Stamp] = scratch.path("app.stamp");
  CHECK(pipeline::runJob(jobFor(source, scratch), paths, context) ==
        pipeline::JobResult::Written);
  INFO(log);
  CHECK_THAT(read(paths[Output::Footer]), Catch::Contains("5width"));
  CHECK_THAT(read(paths[Output::HostTu]),
             Catch::Contains("#include \"" + paths[Output::Footer] + "\""));
  CHECK(out.str().empty());
  CHECK(pipeline::runJob(jobFor(source, scratch), paths, context) ==
        pipeline::JobResult::Unchanged);

  const std::string broken = scratch.write("broken.cpp", "int main( {}\n");
  paths[Output::Footer] = scratch.path("broken.footer.hpp");
  paths[Output::HostTu] = scratch.path("broken.host.cpp");
  paths[Output::Stamp] = scratch.path("broken.stamp");
  CHECK(pipeline::runJob(jobFor(broken, scratch), paths, context) ==
        pipeline::JobResult::Failed);
  logStream.flush();
  CHECK_THAT(log, Catch::Contains("did not parse; no output written"));
  CHECK_FALSE(fs::exists(paths[Output::Footer]));
  CHECK_FALSE(fs::exists(paths[Output::HostTu]));
  CHECK_FALSE(fs::exists(paths[Output::Stamp]));
}
