// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The memory behind a buffer and all its copies, sub-buffers, reinterpreted
// views and accessors: elements constructed in place (a T needs no default
// constructor when the buffer is made from data), and where to write them
// when the last owner goes away (SYCL 2020, 4.7.2.3 and 4.7.4).
//
// Writable host memory of a trivially copyable T is used in place, as other
// implementations do on a host or unified-memory device (SYCL lets the
// runtime use host memory during the buffer's lifetime): programs that read
// it while a host_accessor is alive see the buffer's contents. A snapshot
// taken at the first accessor that may write (the host memory is not read
// before: a buffer no accessor uses never touches it; read-only accessors
// cannot change it, so a buffer only ever read, as the large read-only
// tables of XSBench, is never copied) puts the original contents back when
// the data goes elsewhere (set_final_data) or nowhere (set_write_back(false),
// nullptr): at the next accessor, which moves the contents to memory of
// their own, or at destruction if no accessor came after.
//
// Buffers hold the storage through buffer_storage_base, which knows the
// memory as bytes: buffer::reinterpret gives a buffer of another element
// type over the same storage, whose set_final_data/set_write_back then
// decide the write-back of the memory they share.
//
// With a use_host_ptr property (SYCL 2020, 4.7.2.2) the host memory is
// the only memory: no snapshot, for any T. Read-only host data (a const
// pointer) is used in place too, until the first writable accessor: the
// contents then move to memory of their own so the host data stays as it
// was (the only allocation use_host_ptr allows here).
//
// With a use_mutex property (SYCL 2020, 4.7.2.2 and 4.7.3.3) the runtime
// holds the user's mutex while it uses the memory: from the first accessor
// until the last one goes away (commands run inside submit, so a command's
// accessors live until it has run), on a thread of the storage's own, made
// at the first use and joined when the storage goes (accessors come and go
// on any thread; see mutex_keeper.hpp), and while the destructor
// writes the contents back. Before unlocking, memory copied from host data
// is written back to it, so the host data is current whenever the user
// holds the mutex.
//
// Commands that use the memory run in the order they were submitted: the
// storage remembers the last command group that has an accessor to it, and
// the next one depends on it (impl/command_schedule.hpp). A host accessor
// and the destruction of the last buffer over the storage wait for it
// (SYCL 2020, 4.7.2.3 and 4.7.4), except on a thread that is running a
// command itself (its own captured buffer or accessor going away there must
// not wait for that command, or for later ones that wait for it).
#pragma once

#include <sycl/detail/event_state.hpp>
#include <sycl/detail/mutex_keeper.hpp>
#include <sycl/detail/runtime/bulk_memory.hpp>
#include <sycl/detail/runtime/command_threads.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <new>
#include <type_traits>

namespace sycl {
namespace detail {

class buffer_storage_base
    : public std::enable_shared_from_this<buffer_storage_base> {
public:
  // Receives the whole memory as bytes when it is written back.
  using writer_t = std::function<void(const void *, std::size_t)>;

  buffer_storage_base(const buffer_storage_base &) = delete;
  buffer_storage_base &operator=(const buffer_storage_base &) = delete;
  virtual ~buffer_storage_base() = default;

  void *bytes() const noexcept { return m_bytes; }
  std::size_t byte_count() const noexcept { return m_byte_count; }

  // Where the contents go on destruction (empty: nowhere); `target` is
  // the destination's address when it is memory (else nullptr).
  void set_final_data(writer_t writer, const void *target = nullptr) {
    m_final_data = std::move(writer);
    m_final_target = m_final_data ? target : nullptr;
  }
  void set_write_back(bool enabled) noexcept { m_write_back = enabled; }

  void set_use_mutex(std::mutex *mutex) noexcept { m_use_mutex = mutex; }

  // Makes `command` the last command using the memory; returns the one
  // before it (nullptr if none, or `command` itself when one command group
  // has two accessors to the memory).
  event_state::ptr follow(const event_state::ptr &command) {
    std::lock_guard<std::mutex> lock(m_use_count_lock);
    if (m_last_command == command)
      return nullptr;
    event_state::ptr before = std::move(m_last_command);
    m_last_command = command;
    return before;
  }
  // Returns once the last command using the memory has completed (at once
  // on a thread running a command: see above).
  void wait_for_commands() {
    if (on_command_thread())
      return;
    event_state::ptr last;
    {
      std::lock_guard<std::mutex> lock(m_use_count_lock);
      last = m_last_command;
    }
    if (last != nullptr)
      last->wait();
  }
  // The buffers over this storage (copies, sub-buffers, reinterpretations):
  // the last one to go waits for the commands (buffer_handle below).
  void add_handle() noexcept { m_handles.fetch_add(1); }
  bool drop_handle() noexcept { return m_handles.fetch_sub(1) == 1; }
  // Keeps the owner of host memory used in place alive as long as this.
  void keep_alive(std::shared_ptr<const void> owner) {
    m_owner = std::move(owner);
  }
  // One use of `storage` by the runtime while the result lives (nullptr
  // without a use_mutex): the first use locks the mutex, the last one
  // synchronizes the host data and unlocks it. A use that `writes` (image
  // accessors and bound placeholders come here without knowing: they
  // count as writing) takes the snapshot first if none was taken.
  static std::shared_ptr<void>
  use(const std::shared_ptr<buffer_storage_base> &storage, bool writes = true) {
    if (storage == nullptr)
      return nullptr;
    std::lock_guard<std::mutex> count(storage->m_use_count_lock);
    if (storage->m_use_mutex == nullptr) {
      if (writes)
        storage->take_snapshot();
      return nullptr;
    }
    if (storage->m_uses == 0) {
      if (storage->m_keeper == nullptr)
        storage->m_keeper =
            std::make_unique<mutex_keeper>(*storage->m_use_mutex);
      storage->m_keeper->lock();
    }
    ++storage->m_uses;
    if (writes)
      storage->take_snapshot(); // after the lock: the user's writes are done
    return std::shared_ptr<void>(storage.get(),
                                 [keep = storage](void *) { keep->end_use(); });
  }
  // What an accessor holds: the storage and, while `in_use` (not an
  // unbound placeholder), one use of it; memory of its own first when the
  // accessor `writes` read-only host memory. Either way the result's
  // get() is the storage.
  static std::shared_ptr<void>
  hold(const std::shared_ptr<buffer_storage_base> &storage, bool in_use,
       bool writes) {
    std::shared_ptr<void> held = in_use ? use(storage, writes) : nullptr;
    storage->before_access(writes);
    if (held == nullptr)
      held = storage;
    return held;
  }
  // hold() again from what an accessor holds (a placeholder bound to a
  // command group).
  static std::shared_ptr<void> hold_again(const std::shared_ptr<void> &held) {
    if (held == nullptr)
      return nullptr;
    auto *storage = static_cast<buffer_storage_base *>(held.get());
    return use(std::shared_ptr<buffer_storage_base>(held, storage));
  }

protected:
  buffer_storage_base(void *bytes, std::size_t byte_count)
      : m_bytes(bytes), m_byte_count(byte_count) {}
  bool writes_to(const void *target) const noexcept {
    return m_write_back && m_final_data && m_final_target == target;
  }
  void write_back() const {
    if (m_write_back && m_final_data)
      m_final_data(m_bytes, m_byte_count);
  }
  // Puts the contents where the host data is, when they are elsewhere.
  virtual void synchronize_host() const { write_back(); }
  // Moves the contents out of read-only host memory (see above).
  virtual void own_copy() {}
  // Moves the contents out of host memory they no longer go back to.
  virtual void leave_host() {}
  // Keeps the original contents of host memory used in place (see above).
  virtual void take_snapshot() {}
  void set_bytes(void *bytes) noexcept { m_bytes = bytes; }
  // The use_mutex held by the calling thread (for the destructor's
  // write-back; no accessor is left then), or no lock without one.
  std::unique_lock<std::mutex> lock_use_mutex() const {
    return m_use_mutex != nullptr ? std::unique_lock<std::mutex>(*m_use_mutex)
                                  : std::unique_lock<std::mutex>();
  }

private:
  void before_access(bool writes) {
    std::lock_guard<std::mutex> once(m_use_count_lock);
    if (writes)
      take_snapshot();
    leave_host();
    if (writes)
      own_copy();
  }
  void end_use() {
    std::lock_guard<std::mutex> count(m_use_count_lock);
    if (--m_uses == 0) {
      synchronize_host();
      m_keeper->unlock();
    }
  }

  void *m_bytes;
  std::size_t m_byte_count;
  bool m_write_back = true;
  const void *m_final_target = nullptr;
  writer_t m_final_data;
  std::shared_ptr<const void> m_owner;
  std::mutex *m_use_mutex = nullptr;
  std::mutex m_use_count_lock; // also guards m_last_command
  event_state::ptr m_last_command;
  std::atomic<int> m_handles{0};
  int m_uses = 0;
  // Holds m_use_mutex while m_uses; made at the first use, its thread
  // joined when the storage goes.
  std::unique_ptr<mutex_keeper> m_keeper;
};

// A host accessor's buffer or image, once the commands using its memory
// have completed (SYCL 2020, 4.7.4 and 4.8.5: a host accessor's
// constructor waits for them).
template <class B> B &after_commands(B &owner) {
  owner.storage()->wait_for_commands();
  return owner;
}

template <class T> class buffer_storage final : public buffer_storage_base {
public:
  // Elements are value-initialised when T allows it; otherwise they stay
  // unconstructed until written, as a buffer's contents are unspecified.
  explicit buffer_storage(std::size_t n)
      : buffer_storage(adopt{}, allocate(n), n) {
    if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T> ||
                  std::is_pointer_v<T>) {
      set_memory(m_data, 0, n * sizeof(T)); // their value-initialisation
      m_constructed = true;
    } else if constexpr (std::is_default_constructible_v<T>) {
      std::uninitialized_value_construct_n(m_data, n);
      m_constructed = true;
    }
  }
  template <class It>
  buffer_storage(It first, std::size_t n)
      : buffer_storage(adopt{}, allocate(n), n) {
    if constexpr (std::is_pointer_v<It> &&
                  std::is_same_v<std::remove_cv_t<std::remove_pointer_t<It>>,
                                 T>)
      copy_elements(first, n, m_data, false);
    else
      std::uninitialized_copy_n(first, n, m_data);
    m_constructed = true;
  }
  // `host` used in place (see above) with a snapshot, for a trivially
  // copyable T. Without a snapshot (use_host_ptr: no memory of its own),
  // the host memory keeps the last contents whatever the write-back.
  buffer_storage(T *host, std::size_t n, std::true_type /*in_place*/,
                 bool snapshot = true)
      : buffer_storage(adopt{}, host, n) {
    m_host = host;
    m_wants_snapshot = std::is_trivially_copyable_v<T> && snapshot;
  }
  // Read-only host memory used in place (use_host_ptr on const data)
  // until the first write.
  buffer_storage(const T *host, std::size_t n, std::true_type /*in_place*/)
      : buffer_storage(adopt{}, const_cast<T *>(host), n) {
    m_read_only_host = true;
  }
  ~buffer_storage() override {
    const std::unique_lock<std::mutex> user = lock_use_mutex();
    if (m_host != nullptr) {
      release_host();
      return;
    }
    write_back();
    if (m_read_only_host)
      return;
    if (m_constructed)
      std::destroy_n(m_data, m_count);
    deallocate(m_data);
  }

  T *data() const noexcept { return m_data; }
  std::size_t count() const noexcept { return m_count; }

private:
  struct adopt {};
  buffer_storage(adopt, T *data, std::size_t n)
      : buffer_storage_base(data, n * sizeof(T)), m_data(data), m_count(n) {}

  // Host memory used in place: already holds the contents when they go
  // back to it; otherwise they go to their destination and the host memory
  // gets its original contents back.
  void release_host() {
    if (!writes_to(m_host)) {
      write_back();
      if (m_snapshot != nullptr)
        copy_elements(m_snapshot, m_count, m_host, true);
    }
    if (m_snapshot != nullptr)
      deallocate(m_snapshot);
  }
  // Host memory used in place whose contents no longer go back to it
  // (set_write_back(false), set_final_data elsewhere or nowhere): from the
  // next accessor on the contents are in memory of their own and the host
  // memory has its original contents again, so nothing touches it later,
  // not even the destructor (the program may free it first: only a
  // write-back needs it to outlive the buffer). Accessors made before keep
  // the host memory.
  void leave_host() override {
    if (m_host == nullptr || m_snapshot == nullptr || writes_to(m_host))
      return;
    T *own = allocate(m_count);
    copy_elements(m_host, m_count, own, false);
    copy_elements(m_snapshot, m_count, m_host, true);
    deallocate(m_snapshot);
    m_snapshot = nullptr;
    m_host = nullptr;
    m_data = own;
    set_bytes(own);
    m_constructed = true;
  }
  void take_snapshot() override {
    if (!m_wants_snapshot || m_host == nullptr)
      return;
    m_wants_snapshot = false;
    m_snapshot = allocate(m_count);
    copy_elements(m_host, m_count, m_snapshot, false);
  }
  // Memory used in place is the host data itself.
  void synchronize_host() const override {
    if (m_host == nullptr)
      write_back();
  }
  void own_copy() override {
    if constexpr (std::is_copy_constructible_v<T>) {
      if (!m_read_only_host)
        return;
      T *copy = allocate(m_count);
      copy_elements(m_data, m_count, copy, false);
      m_data = copy;
      set_bytes(copy);
      m_constructed = true;
      m_read_only_host = false;
    }
  }

  // n elements to `to`, whose elements are `constructed` or raw memory;
  // a trivially copyable T's as bytes, across the workers when many
  // (bulk_memory.hpp).
  static void copy_elements(const T *from, std::size_t n, T *to,
                            bool constructed) {
    if constexpr (std::is_trivially_copyable_v<T>)
      copy_memory(to, from, n * sizeof(T));
    else if (constructed)
      std::copy_n(from, n, to);
    else
      std::uninitialized_copy_n(from, n, to);
  }
  static T *allocate(std::size_t n) {
    return static_cast<T *>(::operator new(
        std::max<std::size_t>(n, 1) * sizeof(T), std::align_val_t(alignof(T))));
  }
  static void deallocate(T *p) {
    ::operator delete(static_cast<void *>(p), std::align_val_t(alignof(T)));
  }

  T *m_data;
  std::size_t m_count;
  bool m_constructed = false;
  T *m_host = nullptr;           // host memory used in place, else nullptr
  T *m_snapshot = nullptr;       // its contents at the first accessor
  bool m_wants_snapshot = false; // none taken yet, one will be
  bool m_read_only_host = false; // m_data is const host memory
};

} // namespace detail
} // namespace sycl
