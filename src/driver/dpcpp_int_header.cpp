#include "driver/dpcpp_int_header.hpp"

#include "util/error.hpp"

#include <fstream>
#include <iterator>

namespace syclfg::driver {

llvm::Expected<DpcppIntHeader> readDpcppIntHeader(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  if (!in && !in.eof())
    return util::inputError("cannot read --dpcpp-int-header '" + path + "'");
  DpcppIntHeader header;
  // A reserved name: only DPC++'s generated declaration spells it.
  header.declaresRegistrar =
      text.find("__sycl_device_global_registration") != std::string::npos;
  return header;
}

} // namespace syclfg::driver
