#include "driver/dpcpp_int_header.hpp"

#include <fstream>
#include <iterator>

namespace syclfg::driver {

std::optional<DpcppIntHeader> readDpcppIntHeader(const std::string &path,
                                                 std::string &error) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  if (!in && !in.eof()) {
    error = "cannot read --dpcpp-int-header '" + path + "'";
    return std::nullopt;
  }
  DpcppIntHeader header;
  // A reserved name: only DPC++'s generated declaration spells it.
  header.declaresRegistrar =
      text.find("__sycl_device_global_registration") != std::string::npos;
  return header;
}

} // namespace syclfg::driver
