// The seed's 3x3 convolution: the coefficients are one composite
// specialization constant, set per command group through the handler.
// Prints the input, the coefficients and the output, and exits non-zero if
// the output differs from a plain C++ convolution.
#include <sycl/sycl.hpp>

#include <array>
#include <cstdio>
#include <vector>

using coeff_t = std::array<std::array<float, 3>, 3>;

// Default: the identity filter.
constexpr sycl::specialization_id<coeff_t> coeff_id(coeff_t{{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}});

constexpr int rows = 6, cols = 5;

coeff_t get_coefficients() { return {{{1, 2, 1}, {2, 4, 2}, {1, 2, 1}}}; }

// The plain C++ reference: zero padding outside the image.
std::vector<float> reference(const std::vector<float> &in, const coeff_t &coeff) {
  std::vector<float> out(in.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      float acc = 0;
      for (int i = -1; i <= 1; ++i)
        for (int j = -1; j <= 1; ++j)
          if (r + i >= 0 && r + i < rows && c + j >= 0 && c + j < cols)
            acc += coeff[i + 1][j + 1] * in[(r + i) * cols + c + j];
      out[r * cols + c] = acc;
    }
  return out;
}

void print(const char *title, const float *values, int height, int width) {
  std::printf("%s:\n", title);
  for (int r = 0; r < height; ++r) {
    for (int c = 0; c < width; ++c)
      std::printf(" %5g", values[r * width + c]);
    std::printf("\n");
  }
}

// Convolves with `coeff` if given, else with the constant's default.
std::vector<float> convolve(sycl::queue &q, const std::vector<float> &input,
                            const coeff_t *coeff) {
  std::vector<float> output(input.size());
  {
    sycl::buffer<float, 2> in(input.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> out(output.data(), sycl::range<2>(rows, cols));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor in_acc{in, cgh, sycl::read_only};
      sycl::accessor out_acc{out, cgh, sycl::write_only};
      if (coeff != nullptr)
        cgh.set_specialization_constant<coeff_id>(*coeff);
      cgh.parallel_for<class Convolution>(
          in.get_range(), [=](sycl::item<2> item, sycl::kernel_handler h) {
            const coeff_t k = h.get_specialization_constant<coeff_id>();
            const int r = static_cast<int>(item[0]), c = static_cast<int>(item[1]);
            const int nr = static_cast<int>(in_acc.get_range()[0]);
            const int nc = static_cast<int>(in_acc.get_range()[1]);
            float acc = 0;
            for (int i = -1; i <= 1; ++i)
              for (int j = -1; j <= 1; ++j)
                if (r + i >= 0 && r + i < nr && c + j >= 0 && c + j < nc)
                  acc += k[i + 1][j + 1] * in_acc[r + i][c + j];
            out_acc[item] = acc;
          });
    });
    q.wait();
  } // the buffers write back here
  return output;
}

int main() {
  std::vector<float> input(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    input[i] = static_cast<float>((i * 7) % 11);

  sycl::queue q;
  const coeff_t blur = get_coefficients();
  int failures = 0;
  auto check = [&](const char *what, const std::vector<float> &got,
                   const std::vector<float> &want) {
    bool ok = got == want;
    std::printf("convolution: %s on a %dx%d image: %s\n", what, rows, cols,
                ok ? "matches the reference" : "MISMATCH");
    failures += ok ? 0 : 1;
  };
  print("input", input.data(), rows, cols);
  std::vector<float> coefficients;
  for (const auto &row : blur)
    coefficients.insert(coefficients.end(), row.begin(), row.end());
  print("coefficients (the specialization constant)", coefficients.data(), 3, 3);
  const std::vector<float> output = convolve(q, input, &blur);
  print("output", output.data(), rows, cols);
  check("coefficients set through the handler", output, reference(input, blur));
  check("default (identity) coefficients", convolve(q, input, nullptr), input);
  return failures == 0 ? 0 : 1;
}
