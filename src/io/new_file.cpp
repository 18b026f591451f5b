#include "io/new_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace syclfg::io {

std::string writeNewFile(const std::string &path, const std::string &content,
                         FileId *id) {
  const int fd =
      ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0)
    return std::strerror(errno);
  std::string reason;
  for (std::size_t done = 0; done < content.size() && reason.empty();) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno != EINTR)
      reason = std::strerror(errno);
    else if (n > 0)
      done += static_cast<std::size_t>(n);
  }
  struct stat status {};
  if (reason.empty() && id != nullptr && ::fstat(fd, &status) == 0)
    *id = {static_cast<std::uint64_t>(status.st_dev),
           static_cast<std::uint64_t>(status.st_ino)};
  if (::close(fd) != 0 && reason.empty())
    reason = std::strerror(errno);
  if (!reason.empty())
    ::unlink(path.c_str());
  return reason;
}

} // namespace syclfg::io
