// Quickstart: specialization constants declared in three ways, their unique
// IDs and default values read back through the sycl-footergen runtime.
//
//   sycl-footergen quickstart.cpp -o quickstart.footer.hpp
//       --host-tu quickstart.host.cpp -- -std=c++17
//   g++ -std=c++17 quickstart.host.cpp $(pkg-config --cflags --libs syclfg)
#include <sycl/sycl.hpp>
#include <syclfg/registry.hpp>

#include <cstdio>

struct Coefficients {
  float scale;
  int offset;
};

constexpr sycl::specialization_id<int> width{640};
namespace config {
inline constexpr sycl::specialization_id<Coefficients> coeffs{2.5f, 3};
}
namespace {
constexpr sycl::specialization_id<double> threshold{0.75};
}

// Reads an object's default value through the address the runtime recorded.
template <class T> const T &default_of(const syclfg::registry_entry &entry) {
  return static_cast<const sycl::specialization_id<T> *>(entry.address)
      ->get_default_value();
}

int main() {
  int failures = 0;
  for (const auto &entry : syclfg::all_entries())
    std::printf("registered %-18s %-40s at %p\n", entry.kind.c_str(),
                entry.id.c_str(), entry.address);

  auto w = syclfg::find_by_address(&width);
  auto c = syclfg::find_by_address(&config::coeffs);
  auto t = syclfg::find_by_address(&threshold);
  if (!w || !c || !t) {
    std::printf("FAIL: a constant is not registered\n");
    return 1;
  }
  std::printf("width     = %d\n", default_of<int>(*w));
  std::printf("coeffs    = {%g, %d}\n", default_of<Coefficients>(*c).scale,
              default_of<Coefficients>(*c).offset);
  std::printf("threshold = %g\n", default_of<double>(*t));
  failures += default_of<int>(*w) != 640;
  failures += default_of<Coefficients>(*c).offset != 3;
  failures += default_of<double>(*t) != 0.75;
  failures += c->id != syclfg::symbolic_id<config::coeffs>();
  std::printf("%s\n", failures == 0 ? "quickstart: OK" : "quickstart: FAILED");
  return failures == 0 ? 0 : 1;
}
