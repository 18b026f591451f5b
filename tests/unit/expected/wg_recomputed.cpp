#line 1 "k.cpp"
k([=](nd_item<1> it, ::sycl::detail::compiled_group<1> *__syclfg_wg = nullptr) {if (!__syclfg_wg) {
const int l = it.get_local_id(0); float s = 1;
barrier();
o[l] = s;
} else {
  // sycl-footergen: the work-group as loops over its work-items, one per
  // stretch of the body between barriers (SYCLFG_FIBERS=1: fibers instead).
  using __syclfg_t0 = int;
  using __syclfg_t1 = float;
  __syclfg_t1 *const __syclfg_s1 = __syclfg_wg->slots<__syclfg_t1>();
__syclfg_wg->each([&]([[maybe_unused]] ::sycl::nd_item<1> it, [[maybe_unused]] ::std::size_t __syclfg_li) {

#line 2 "k.cpp"
const int l = it.get_local_id(0); static_cast<void>(l); float s = 1; ::sycl::detail::slot_write_back<__syclfg_t1> __syclfg_w1(s, __syclfg_s1[__syclfg_li]);

});
__syclfg_wg->each([&]([[maybe_unused]] ::sycl::nd_item<1> it, [[maybe_unused]] ::std::size_t __syclfg_li) {

#line 2 "k.cpp"
const __syclfg_t0 l = (it.get_local_id(0));
__syclfg_t1 s = __syclfg_s1[__syclfg_li]; ::sycl::detail::slot_write_back<__syclfg_t1> __syclfg_w1(s, __syclfg_s1[__syclfg_li]);

#line 4 "k.cpp"
o[l] = s;
});

#line 5 "k.cpp"
}});
