// Expected output beside this input: .footer.
// A kernel capturing a class whose members involve non-public nested types
// (a private class in a shared_ptr, a protected enum in an array): the
// footer's layout checks name no such type (clang++ refuses them outside an
// explicit instantiation, g++ lets some pass), while the kernel still
// builds and runs with both compilers.
#include <sycl/sycl.hpp>

#include <memory>

class Counter {
public:
  int value() const { return m_state->value + static_cast<int>(m_kinds[1]); }

protected:
  enum class kind { none, one };

private:
  struct state {
    int value = 41;
  };
  std::shared_ptr<state> m_state = std::make_shared<state>();
  kind m_kinds[2] = {kind::none, kind::one};
};

struct Pod {
  int a = 1;
};

int main() {
  const Counter counter;
  const Pod pod;
  int out = 0;
  {
    sycl::buffer<int> result(&out, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(result, cgh, sycl::write_only);
      cgh.single_task([=] { acc[0] = counter.value() + pod.a; });
    });
  }
  return out == 43 ? 0 : 1;
}
