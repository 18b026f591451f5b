// Runs pocl_kernels.cl on the first OpenCL CPU device (PoCL) with the sizes
// and output lines of the pattern benchmarks (patterns_common.hpp): the
// tiled matrix multiply and transpose, the light nd_range kernel and the
// bare barriers. Usage: pocl_bench tiny|full [kernels.cl]. Threads: PoCL's
// POCL_CPU_MAX_CU_COUNT (POCL_MAX_PTHREAD_COUNT in older PoCL).
#include "patterns_common.hpp"

#include <CL/cl.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace patterns;

void check(cl_int status, const char *what) {
  if (status != CL_SUCCESS) {
    std::fprintf(stderr, "pocl_bench: %s failed (OpenCL error %d)\n", what,
                 status);
    std::exit(1);
  }
}

struct cl_env {
  cl_context ctx;
  cl_command_queue q;
  cl_program prog;
};

cl_env open_env(const std::string &source) {
  cl_platform_id platform;
  check(clGetPlatformIDs(1, &platform, nullptr), "clGetPlatformIDs");
  cl_device_id device;
  check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 1, &device, nullptr),
        "clGetDeviceIDs (CPU)");
  cl_int status;
  cl_env env;
  env.ctx = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  check(status, "clCreateContext");
  env.q = clCreateCommandQueue(env.ctx, device, 0, &status);
  check(status, "clCreateCommandQueue");
  const char *text = source.c_str();
  env.prog = clCreateProgramWithSource(env.ctx, 1, &text, nullptr, &status);
  check(status, "clCreateProgramWithSource");
  if (clBuildProgram(env.prog, 1, &device, "-cl-std=CL1.2", nullptr, nullptr) !=
      CL_SUCCESS) {
    char log[8192] = {};
    clGetProgramBuildInfo(env.prog, device, CL_PROGRAM_BUILD_LOG, sizeof log,
                          log, nullptr);
    std::fprintf(stderr, "pocl_bench: build failed:\n%s\n", log);
    std::exit(1);
  }
  return env;
}

cl_mem make_buffer(cl_env &env, std::size_t bytes, const void *init) {
  cl_int status;
  cl_mem m = clCreateBuffer(
      env.ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
      const_cast<void *>(init), &status);
  check(status, "clCreateBuffer");
  return m;
}

template <class T> std::vector<T> read(cl_env &env, cl_mem m, std::size_t n) {
  std::vector<T> v(n);
  check(clEnqueueReadBuffer(env.q, m, CL_TRUE, 0, n * sizeof(T), v.data(), 0,
                            nullptr, nullptr),
        "clEnqueueReadBuffer");
  return v;
}

cl_kernel kernel(cl_env &env, const char *name) {
  cl_int status;
  cl_kernel k = clCreateKernel(env.prog, name, &status);
  check(status, name);
  return k;
}

void run(cl_env &env, cl_kernel k, int dims, const std::size_t *global,
         const std::size_t *local) {
  check(clEnqueueNDRangeKernel(env.q, k, dims, nullptr, global, local, 0,
                               nullptr, nullptr),
        "clEnqueueNDRangeKernel");
}

void matmul(cl_env &env, const sizes &s) {
  const int n = s.mm_n;
  const std::size_t nn = static_cast<std::size_t>(n) * n;
  std::vector<float> a(nn), b(nn);
  for (std::size_t i = 0; i < nn; ++i) {
    a[i] = static_cast<float>(matrix_in(i, 0));
    b[i] = static_cast<float>(matrix_in(i, 1));
  }
  cl_mem ma = make_buffer(env, nn * 4, a.data()),
         mb = make_buffer(env, nn * 4, b.data());
  cl_mem mc = make_buffer(env, nn * 4, nullptr);
  cl_kernel k = kernel(env, "tiled_matmul");
  clSetKernelArg(k, 0, sizeof(cl_mem), &ma);
  clSetKernelArg(k, 1, sizeof(cl_mem), &mb);
  clSetKernelArg(k, 2, sizeof(cl_mem), &mc);
  clSetKernelArg(k, 3, sizeof(int), &n);
  const std::size_t global[2] = {nn / n, nn / n}, local[2] = {16, 16};
  const double t = best_seconds(s.reps, [&] {
    run(env, k, 2, global, local);
    clFinish(env.q);
  });
  double sum = 0;
  for (float x : read<float>(env, mc, nn))
    sum += x;
  report("matmul_tiled", t, static_cast<double>(nn) * n, sum);
}

void transpose(cl_env &env, const sizes &s) {
  const int n = s.tr_n;
  const std::size_t nn = static_cast<std::size_t>(n) * n;
  std::vector<float> in(nn);
  for (std::size_t i = 0; i < nn; ++i)
    in[i] = transpose_in(static_cast<long>(i));
  cl_mem mi = make_buffer(env, nn * 4, in.data()),
         mo = make_buffer(env, nn * 4, nullptr);
  cl_kernel k = kernel(env, "tiled_transpose");
  clSetKernelArg(k, 0, sizeof(cl_mem), &mi);
  clSetKernelArg(k, 1, sizeof(cl_mem), &mo);
  clSetKernelArg(k, 2, sizeof(int), &n);
  const std::size_t global[2] = {static_cast<std::size_t>(n),
                                 static_cast<std::size_t>(n)};
  const std::size_t local[2] = {16, 16};
  const double t = best_seconds(s.reps, [&] {
    for (int iter = 0; iter < s.tr_iters; ++iter)
      run(env, k, 2, global, local);
    clFinish(env.q);
  });
  const std::vector<float> out = read<float>(env, mo, nn);
  double check = 0;
  for (std::size_t i = 0; i < nn; ++i)
    check += static_cast<double>(out[i]) * static_cast<double>(i % 7);
  report("transpose_tiled", t, 8.0 * nn * s.tr_iters, check);
}

void light(cl_env &env, const sizes &s) {
  const std::size_t n = static_cast<std::size_t>(s.light_n), local = 256;
  cl_mem mo = make_buffer(env, n * 4, nullptr);
  cl_kernel k = kernel(env, "light_nd");
  clSetKernelArg(k, 0, sizeof(cl_mem), &mo);
  const double t = best_seconds(s.reps * 3, [&] {
    run(env, k, 1, &n, &local);
    clFinish(env.q);
  });
  double sum = 0;
  for (int x : read<int>(env, mo, n))
    sum += x;
  report("light_nd_range", t, static_cast<double>(n), sum);
}

double barriers(cl_env &env, const sizes &s, int count) {
  const std::size_t n = static_cast<std::size_t>(s.barrier_n), local = 256;
  cl_mem mo = make_buffer(env, n * 4, nullptr);
  cl_kernel k = kernel(env, "bare_barriers");
  clSetKernelArg(k, 0, sizeof(cl_mem), &mo);
  clSetKernelArg(k, 1, sizeof(int), &count);
  return best_seconds(s.reps, [&] {
    run(env, k, 1, &n, &local);
    clFinish(env.q);
  });
}

std::string file_text(const char *path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "pocl_bench: cannot read %s\n", path);
    std::exit(1);
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

} // namespace

int main(int argc, char **argv) {
  const sizes s = sizes_for(argc > 1 ? argv[1] : "full");
  const char *kernels = argc > 2 ? argv[2] : "pocl_kernels.cl";
  cl_env env = open_env(file_text(kernels));
  matmul(env, s);
  transpose(env, s);
  light(env, s);
  const double t = barriers(env, s, 4) - barriers(env, s, 0);
  report("barrier", t, 4.0 * s.barrier_n, 0);
  return 0;
}
