; swatomic-probe --builtin swatomic --target gfx1100 (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_word_:                    ; @swatomic_load_word_
	global_load_b64 v[0:1], v[0:1], off glc
swatomic_store_word_:                   ; @swatomic_store_word_
	global_store_b64 v[0:1], v[2:3], off
swatomic_load_words2_:                  ; @swatomic_load_words2_
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[2:3], v[0:1], off offset:8 glc
swatomic_clock_ns:                      ; @swatomic_clock_ns
swatomic_clock_us:                      ; @swatomic_clock_us
swatomic_backoff:                       ; @swatomic_backoff
swatomic_lowest_lane:                   ; @swatomic_lowest_lane
swatomic_lanes_lowest:                  ; @swatomic_lanes_lowest
swatomic_lanes_count:                   ; @swatomic_lanes_count
swatomic_lanes_below:                   ; @swatomic_lanes_below
swatomic_lanes_has:                     ; @swatomic_lanes_has
swatomic_lanes_highest:                 ; @swatomic_lanes_highest
swatomic_lanes_nth:                     ; @swatomic_lanes_nth
swatomic_wave_index:                    ; @swatomic_wave_index
swatomic_amdgcn_ballot_:                ; @swatomic_amdgcn_ballot_
swatomic_wave_lane:                     ; @swatomic_wave_lane
	v_mbcnt_lo_u32_b32 v0, -1, 0
swatomic_wave_active:                   ; @swatomic_wave_active
swatomic_wave_ballot:                   ; @swatomic_wave_ballot
swatomic_wave_shfl:                     ; @swatomic_wave_shfl
	ds_bpermute_b32 v0, v0, v1
swatomic_wave_shfl64:                   ; @swatomic_wave_shfl64
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_wave_sync:                     ; @swatomic_wave_sync
swatomic_wave_match64:                  ; @swatomic_wave_match64
	ds_bpermute_b32 v5, v6, v1 offset:124
	ds_bpermute_b32 v6, v6, v2 offset:124
swatomic_fmin_:                         ; @swatomic_fmin_
swatomic_fmax_:                         ; @swatomic_fmax_
swatomic_apply_:                        ; @swatomic_apply_
swatomic_foldable_:                     ; @swatomic_foldable_
swatomic_identity_:                     ; @swatomic_identity_
swatomic_cas_local32_:                  ; @swatomic_cas_local32_
	buffer_gl0_inv
swatomic_apply_local_:                  ; @swatomic_apply_local_
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
swatomic_control_cached_:               ; @swatomic_control_cached_
	global_load_b32 v0, v[0:1], off
swatomic_raise_:                        ; @swatomic_raise_
	global_store_b32 v[0:1], v2, off offset:8 dlc
	global_store_b32 v[0:1], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v4, off dlc
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_b64 v[3:4], v[0:1] offset:16
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v6 offset:56
	global_store_b32 v[3:4], v2, off offset:8 dlc
	global_store_b32 v[3:4], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v6, off dlc
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_b32 v4, v[2:3]
	flat_store_b32 v[2:3], v8
	flat_load_b64 v[6:7], v[0:1] offset:16
	global_load_b32 v4, v[6:7], off glc dlc
	flat_store_b32 v[0:1], v2 offset:56
	flat_load_b64 v[4:5], v[2:3] offset:16
	flat_store_b64 v[2:3], v[4:5] offset:16
	global_load_b32 v9, v[6:7], off offset:24 glc dlc
	flat_load_b32 v2, v[0:1] offset:36
	flat_store_b32 v[0:1], v3 offset:56
	global_store_b32 v[6:7], v4, off offset:8 dlc
	global_store_b32 v[6:7], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[6:7], v3, off dlc
	global_load_b32 v5, v[6:7], off offset:4 glc dlc
	flat_load_b32 v4, v[2:3] offset:4
	flat_store_b128 v[2:3], v[4:7]
	global_load_b32 v2, v[6:7], off offset:16 glc dlc
	flat_load_b32 v2, v[0:1] offset:36
	flat_store_b32 v[0:1], v4 offset:56
	global_store_b32 v[6:7], v4, off offset:8 dlc
	global_store_b32 v[6:7], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[6:7], v4, off dlc
swatomic_take_slot_:                    ; @swatomic_take_slot_
	flat_load_b32 v3, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:16
	global_load_b32 v5, v[7:8], off glc dlc
	flat_store_b32 v[0:1], v9 offset:56
	global_load_b32 v5, v[7:8], off offset:24 glc dlc
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v9 offset:56
	global_store_b32 v[7:8], v10, off offset:8 dlc
	global_store_b32 v[7:8], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[7:8], v9, off dlc
	global_load_b32 v13, v[7:8], off offset:4 glc dlc
	global_load_b32 v5, v[7:8], off offset:16 glc dlc
	flat_load_b32 v13, v[0:1] offset:36
	flat_store_b32 v[0:1], v9 offset:56
	global_store_b32 v[7:8], v9, off offset:8 dlc
	global_store_b32 v[7:8], v13, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[7:8], v9, off dlc
	flat_load_b32 v7, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:28
	flat_store_b32 v[0:1], v2 offset:56
	flat_load_b32 v0, v[0:1] offset:28
swatomic_wait_done_:                    ; @swatomic_wait_done_
	flat_load_b32 v4, v[0:1] offset:44
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_load_b64 v[10:11], v[8:9], off glc
	flat_load_b64 v[12:13], v[0:1] offset:16
	global_load_b32 v3, v[12:13], off glc dlc
	flat_store_b32 v[0:1], v14 offset:56
	global_load_b32 v4, v[12:13], off offset:24 glc dlc
	flat_load_b32 v3, v[0:1] offset:36
	flat_store_b32 v[0:1], v14 offset:56
	global_store_b32 v[12:13], v15, off offset:8 dlc
	global_store_b32 v[12:13], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[12:13], v14, off dlc
	global_load_b32 v3, v[12:13], off offset:4 glc dlc
	global_load_b32 v3, v[12:13], off offset:16 glc dlc
	flat_load_b32 v3, v[0:1] offset:36
	flat_store_b32 v[0:1], v14 offset:56
	global_store_b32 v[12:13], v14, off offset:8 dlc
	global_store_b32 v[12:13], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[12:13], v14, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_store_record_:                 ; @swatomic_store_record_
	global_store_b64 v[0:1], v[8:9], off offset:16
	global_store_b64 v[0:1], v[12:13], off offset:24
	global_store_b64 v[0:1], v[3:4], off
	global_store_b64 v[0:1], v[5:6], off offset:8
swatomic_post_record_:                  ; @swatomic_post_record_
	flat_load_b32 v12, v[0:1] offset:40
	flat_load_b64 v[0:1], v[0:1]
	global_store_b64 v[0:1], v[9:10], off offset:16
	global_store_b64 v[0:1], v[11:12], off offset:24
	global_store_b64 v[0:1], v[4:5], off
	global_store_b64 v[0:1], v[6:7], off offset:8
swatomic_request_:                      ; @swatomic_request_
	flat_load_b32 v11, v[0:1] offset:56
	flat_load_b64 v[9:10], v[0:1] offset:16
	flat_load_b32 v11, v[0:1] offset:36
	flat_store_b32 v[0:1], v12 offset:56
	global_store_b32 v[9:10], v13, off offset:8 dlc
	global_store_b32 v[9:10], v11, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[9:10], v12, off dlc
	flat_store_b32 v[0:1], v9 offset:56
	v_mbcnt_lo_u32_b32 v15, -1, 0
	flat_load_b32 v9, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b64 v[13:14], v[0:1] offset:16
	global_load_b32 v11, v[13:14], off glc dlc
	flat_store_b32 v[0:1], v16 offset:56
	global_load_b32 v11, v[13:14], off offset:24 glc dlc
	flat_load_b32 v11, v[0:1] offset:36
	flat_store_b32 v[0:1], v16 offset:56
	global_store_b32 v[13:14], v17, off offset:8 dlc
	global_store_b32 v[13:14], v11, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[13:14], v16, off dlc
	global_load_b32 v20, v[13:14], off offset:4 glc dlc
	global_load_b32 v11, v[13:14], off offset:16 glc dlc
	flat_load_b32 v20, v[0:1] offset:36
	flat_store_b32 v[0:1], v16 offset:56
	global_store_b32 v[13:14], v16, off offset:8 dlc
	global_store_b32 v[13:14], v20, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[13:14], v16, off dlc
	flat_load_b32 v13, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:28
	flat_store_b32 v[0:1], v9 offset:56
	flat_load_b32 v9, v[0:1] offset:28
	ds_bpermute_b32 v18, v3, v2 offset:124
	ds_bpermute_b32 v19, v3, v14 offset:124
	ds_bpermute_b32 v13, v2, v5
	ds_bpermute_b32 v14, v2, v6
	ds_bpermute_b32 v20, v3, v6
	ds_bpermute_b32 v2, v3, v5
	ds_bpermute_b32 v15, v11, v5 offset:124
	ds_bpermute_b32 v11, v11, v6 offset:124
	flat_load_b32 v3, v[0:1] offset:40
	flat_load_b64 v[5:6], v[0:1]
	global_store_b64 v[5:6], v[11:12], off offset:16
	global_store_b64 v[5:6], v[21:22], off offset:24
	global_store_b64 v[5:6], v[9:10], off
	global_store_b64 v[5:6], v[11:12], off offset:8
	flat_load_b32 v5, v[0:1] offset:44
	flat_load_b64 v[11:12], v[0:1] offset:8
	global_load_b64 v[13:14], v[11:12], off glc
	flat_load_b64 v[15:16], v[0:1] offset:16
	global_load_b32 v5, v[15:16], off glc dlc
	flat_store_b32 v[0:1], v3 offset:56
	global_load_b32 v5, v[15:16], off offset:24 glc dlc
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v3 offset:56
	global_store_b32 v[15:16], v21, off offset:8 dlc
	global_store_b32 v[15:16], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[15:16], v3, off dlc
	global_load_b32 v5, v[15:16], off offset:4 glc dlc
	global_load_b32 v5, v[15:16], off offset:16 glc dlc
	flat_load_b32 v5, v[0:1] offset:36
	flat_store_b32 v[0:1], v3 offset:56
	global_store_b32 v[15:16], v3, off offset:8 dlc
	global_store_b32 v[15:16], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[15:16], v3, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b32 v5, v[0:1] offset:40
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_load_b64 v[9:10], v[5:6], off glc
	flat_load_b32 v0, v[0:1] offset:28
	buffer_gl0_inv
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_b32 v2, v[0:1] offset:56
	flat_load_b32 v2, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:28
	flat_load_b64 v[2:3], v[0:1]
	flat_load_b32 v0, v[0:1] offset:40
	global_store_b64 v[2:3], v[0:1], off
	global_store_b64 v[2:3], v[6:7], off offset:8
swatomic_hash_:                         ; @swatomic_hash_
swatomic_owner_of_:                     ; @swatomic_owner_of_
swatomic_coord_layout_:                 ; @swatomic_coord_layout_
	flat_load_b96 v[14:16], v[1:2] offset:16
	flat_load_b32 v4, v[1:2] offset:32
	global_load_b64 v[6:7], v[14:15], off offset:36
	flat_load_b128 v[9:12], v[1:2]
	v_readfirstlane_b32 s1, v1
swatomic_words_:                        ; @swatomic_words_
	flat_load_b64 v[0:1], v[0:1]
swatomic_slot_record_:                  ; @swatomic_slot_record_
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b64 v[3:4], v[0:1] offset:92
swatomic_channel_record_:               ; @swatomic_channel_record_
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
swatomic_done_word_:                    ; @swatomic_done_word_
	flat_load_b32 v4, v[0:1] offset:116
	flat_load_b64 v[0:1], v[0:1] offset:8
swatomic_ack_:                          ; @swatomic_ack_
	flat_load_b32 v5, v[0:1] offset:116
	flat_load_b64 v[0:1], v[0:1] offset:8
	global_store_b64 v[2:3], v[0:1], off
swatomic_is_channel_:                   ; @swatomic_is_channel_
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v0, v[0:1] offset:96
swatomic_slot_of_:                      ; @swatomic_slot_of_
	flat_load_b64 v[3:4], v[0:1] offset:92
	flat_load_b32 v0, v[0:1] offset:84
swatomic_is_first_:                     ; @swatomic_is_first_
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:96
	flat_load_b32 v0, v[0:1] offset:92
swatomic_header_of_:                    ; @swatomic_header_of_
	flat_load_b32 v0, v[0:1] offset:76
swatomic_mailbox_of_:                   ; @swatomic_mailbox_of_
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v3, v[0:1] offset:92
	flat_load_b32 v4, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:100
	flat_load_b32 v0, v[0:1] offset:76
	buffer_gl0_inv
	buffer_gl0_inv
swatomic_coord_poll_slot_:              ; @swatomic_coord_poll_slot_
	flat_load_b32 v7, v[0:1] offset:112
	flat_load_b32 v7, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:92
	flat_load_b32 v10, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v15, v[0:1] offset:44
	flat_load_b32 v2, v[0:1] offset:24
	flat_load_b32 v0, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[5:6], v[0:1] offset:8
	global_store_b64 v[5:6], v[2:3], off
	flat_load_b32 v0, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_load_head_:              ; @swatomic_coord_load_head_
	flat_load_b32 v0, v[4:5] offset:112
	flat_load_b32 v7, v[4:5] offset:84
	flat_load_b64 v[0:1], v[4:5] offset:92
	flat_load_b64 v[2:3], v[4:5]
	global_load_b64 v[0:1], v[2:3], off glc
	global_load_b64 v[2:3], v[2:3], off offset:8 glc
swatomic_coord_poll_:                   ; @swatomic_coord_poll_
	flat_load_b64 v[2:3], v[0:1] offset:108
	flat_load_b32 v3, v[0:1] offset:112
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b64 v[30:31], v[0:1] offset:92
	flat_load_b64 v[32:33], v[0:1]
	global_load_b64 v[14:15], v[4:5], off glc
	global_load_b64 v[16:17], v[4:5], off offset:8 glc
	global_load_b64 v[10:11], v[4:5], off glc
	global_load_b64 v[12:13], v[4:5], off offset:8 glc
	global_load_b64 v[6:7], v[4:5], off glc
	global_load_b64 v[8:9], v[4:5], off offset:8 glc
	global_load_b64 v[2:3], v[4:5], off glc
	global_load_b64 v[4:5], v[4:5], off offset:8 glc
	flat_load_b32 v21, v[0:1] offset:108
	flat_load_b32 v29, v[0:1] offset:60
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v21, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v32, v[0:1] offset:100
	flat_load_b32 v21, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v32, v[0:1] offset:100
	flat_load_b32 v32, v[0:1] offset:44
	flat_load_b32 v28, v[0:1] offset:24
	flat_load_b32 v14, v[0:1] offset:76
	flat_load_b32 v21, v[0:1] offset:84
	flat_load_b32 v14, v[0:1] offset:116
	flat_load_b64 v[16:17], v[0:1] offset:8
	global_store_b64 v[14:15], v[20:21], off
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v14, v[0:1] offset:112
	flat_load_b32 v14, v[0:1] offset:108
	flat_load_b32 v15, v[0:1] offset:60
	flat_load_b32 v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[14:15], v[0:1] offset:92
	flat_load_b32 v17, v[0:1] offset:76
	flat_load_b32 v16, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v17, v[0:1] offset:100
	flat_load_b32 v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v17, v[0:1] offset:100
	flat_load_b32 v30, v[0:1] offset:44
	flat_load_b32 v14, v[0:1] offset:24
	flat_load_b32 v10, v[0:1] offset:76
	flat_load_b32 v16, v[0:1] offset:84
	flat_load_b32 v10, v[0:1] offset:116
	flat_load_b64 v[12:13], v[0:1] offset:8
	global_store_b64 v[10:11], v[20:21], off
	flat_load_b32 v10, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:112
	flat_load_b32 v10, v[0:1] offset:108
	flat_load_b32 v11, v[0:1] offset:60
	flat_load_b32 v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[10:11], v[0:1] offset:92
	flat_load_b32 v13, v[0:1] offset:76
	flat_load_b32 v12, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v13, v[0:1] offset:100
	flat_load_b32 v17, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v13, v[0:1] offset:100
	flat_load_b32 v21, v[0:1] offset:44
	flat_load_b32 v10, v[0:1] offset:24
	flat_load_b32 v6, v[0:1] offset:76
	flat_load_b32 v12, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:116
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_store_b64 v[6:7], v[20:21], off
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v6, v[0:1] offset:112
	flat_load_b32 v6, v[0:1] offset:108
	flat_load_b32 v7, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[6:7], v[0:1] offset:92
	flat_load_b32 v9, v[0:1] offset:76
	flat_load_b32 v8, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v9, v[0:1] offset:100
	flat_load_b32 v13, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v9, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:44
	flat_load_b32 v6, v[0:1] offset:24
	flat_load_b32 v2, v[0:1] offset:76
	flat_load_b32 v8, v[0:1] offset:84
	flat_load_b32 v2, v[0:1] offset:116
	flat_load_b64 v[4:5], v[0:1] offset:8
	global_store_b64 v[2:3], v[20:21], off
	flat_load_b32 v2, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_poll_channels_:          ; @swatomic_coord_poll_channels_
	flat_load_b32 v3, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:64
	flat_load_b32 v5, v[0:1] offset:80
	flat_load_b32 v12, v[0:1] offset:76
	flat_load_b32 v8, v[0:1] offset:96
	flat_load_b64 v[6:7], v[0:1]
	global_load_b64 v[5:6], v[13:14], off glc
	global_load_b64 v[7:8], v[13:14], off offset:8 glc
	buffer_gl0_inv
	flat_load_b32 v6, v[0:1] offset:100
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v8, v[0:1] offset:100
	flat_load_b32 v12, v[0:1] offset:44
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v8, v[0:1] offset:76
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b64 v[11:12], v[0:1] offset:8
	flat_load_b64 v[13:14], v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	global_store_b64 v[12:13], v[10:11], off
	flat_load_b32 v8, v[0:1] offset:76
swatomic_coord_insert_:                 ; @swatomic_coord_insert_
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b32 v10, v[0:1] offset:56
	buffer_gl0_inv
	flat_load_b32 v13, v[0:1] offset:24
swatomic_coord_load_rest_:              ; @swatomic_coord_load_rest_
	global_load_b64 v[9:10], v[0:1], off offset:16 glc
	global_load_b64 v[11:12], v[0:1], off offset:24 glc
	flat_store_b128 v[7:8], v[9:12]
swatomic_coord_over_:                   ; @swatomic_coord_over_
	flat_load_b64 v[3:4], v[0:1] offset:16
	global_load_b32 v0, v[3:4], off glc dlc
	global_load_b32 v0, v[3:4], off offset:20 glc dlc
	global_store_b32 v[3:4], v1, off offset:8 dlc
	global_store_b32 v[3:4], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v0, off dlc
swatomic_coord_now_:                    ; @swatomic_coord_now_
swatomic_coord_gave_up_:                ; @swatomic_coord_gave_up_
	flat_load_b64 v[3:4], v[0:1] offset:16
	global_load_b32 v0, v[3:4], off glc dlc
	global_load_b32 v0, v[3:4], off offset:20 glc dlc
	global_store_b32 v[3:4], v1, off offset:8 dlc
	global_store_b32 v[3:4], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v0, off dlc
swatomic_coord_await_item_:             ; @swatomic_coord_await_item_
	global_load_b64 v[14:15], v[2:3], off glc
	global_load_b64 v[16:17], v[2:3], off offset:8 glc
	flat_store_b128 v[5:6], v[14:17]
	global_load_b64 v[18:19], v[2:3], off offset:16 glc
	global_load_b64 v[20:21], v[2:3], off offset:24 glc
	flat_store_b128 v[7:8], v[18:21]
	flat_load_b64 v[14:15], v[0:1] offset:16
	global_load_b32 v9, v[14:15], off glc dlc
	global_load_b32 v9, v[14:15], off offset:20 glc dlc
	global_store_b32 v[14:15], v0, off offset:8 dlc
	global_store_b32 v[14:15], v1, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[14:15], v2, off dlc
swatomic_coord_take_:                   ; @swatomic_coord_take_
	flat_load_b32 v6, v[0:1] offset:100
	flat_store_b64 v[3:4], v[5:6] offset:40
	flat_load_b32 v5, v[0:1] offset:76
	flat_load_b32 v5, v[0:1] offset:44
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:96
	flat_store_b32 v[3:4], v5 offset:32
	flat_load_b32 v9, v[0:1] offset:64
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b32 v8, v[0:1] offset:108
	flat_load_b32 v9, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b64 v[7:8], v[0:1]
	global_load_b64 v[5:6], v[17:18], off glc
	global_load_b64 v[7:8], v[17:18], off offset:8 glc
	flat_load_b32 v5, v[0:1] offset:24
	global_load_b64 v[9:10], v[17:18], off offset:16 glc
	global_load_b64 v[11:12], v[17:18], off offset:24 glc
	global_load_b64 v[5:6], v[17:18], off glc
	global_load_b64 v[7:8], v[17:18], off offset:8 glc
	global_load_b64 v[9:10], v[17:18], off offset:16 glc
	global_load_b64 v[11:12], v[17:18], off offset:24 glc
	flat_load_b64 v[19:20], v[0:1] offset:16
	global_load_b32 v23, v[19:20], off glc dlc
	global_load_b32 v23, v[19:20], off offset:20 glc dlc
	global_store_b32 v[19:20], v13, off offset:8 dlc
	global_store_b32 v[19:20], v14, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[19:20], v15, off dlc
	flat_load_b32 v13, v[0:1] offset:24
	flat_store_b32 v[3:4], v19 offset:36
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v0, v[0:1] offset:96
	flat_load_b32 v1, v[3:4] offset:32
	buffer_gl0_inv
	flat_store_b32 v[3:4], v0 offset:40
	flat_load_b32 v17, v[0:1] offset:84
	flat_load_b32 v18, v[0:1] offset:96
	flat_load_b32 v19, v[3:4] offset:32
	flat_store_b128 v[3:4], v[13:16]
	flat_store_b64 v[3:4], v[10:11] offset:16
	flat_store_b32 v[3:4], v5 offset:56
	flat_load_b32 v5, v[0:1] offset:80
	flat_store_b32 v[3:4], v5 offset:48
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b32 v8, v[0:1] offset:56
	buffer_gl0_inv
	flat_load_b32 v15, v[0:1] offset:24
	flat_load_b64 v[9:10], v[3:4]
	flat_load_b32 v11, v[3:4] offset:36
	flat_store_b64 v[3:4], v[7:8] offset:40
	flat_load_b32 v7, v[3:4] offset:48
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b32 v7, v[0:1] offset:32
	global_load_b32 v7, v[9:10], off glc dlc
	global_load_b64 v[7:8], v[9:10], off glc dlc
	flat_load_b32 v7, v[0:1] offset:36
	flat_load_b32 v9, v[0:1] offset:28
	flat_load_b32 v7, v[0:1] offset:40
	buffer_gl0_inv
	flat_load_b32 v2, v[3:4] offset:44
	flat_load_b32 v11, v[3:4] offset:36
	flat_load_b32 v7, v[0:1] offset:32
	flat_load_b64 v[2:3], v[3:4]
	flat_load_b32 v4, v[0:1] offset:48
	buffer_gl0_inv
swatomic_coord_apply_:                  ; @swatomic_coord_apply_
	flat_load_b32 v4, v[2:3] offset:40
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:96
	flat_load_b32 v4, v[2:3] offset:32
	flat_load_b32 v5, v[0:1] offset:92
	flat_load_b32 v6, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:64
	flat_store_b32 v[2:3], v0 offset:40
	flat_load_b32 v4, v[0:1] offset:48
	flat_load_b32 v8, v[2:3] offset:44
	flat_load_b32 v14, v[2:3] offset:48
	flat_load_b32 v5, v[0:1] offset:80
	flat_load_b32 v16, v[2:3] offset:36
	flat_load_b32 v6, v[0:1] offset:28
	flat_load_b64 v[4:5], v[2:3] offset:8
	flat_load_b32 v17, v[0:1] offset:100
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:52
	flat_load_b32 v5, v[2:3] offset:44
	flat_store_b64 v[2:3], v[6:7] offset:24
	flat_store_b32 v[2:3], v8 offset:40
	buffer_gl0_inv
	flat_load_b32 v0, v[0:1] offset:72
	flat_store_b32 v[2:3], v1 offset:40
	buffer_gl0_inv
	flat_store_b32 v[2:3], v0 offset:52
	flat_load_b32 v9, v[0:1] offset:28
	flat_load_b32 v14, v[2:3] offset:36
	flat_load_b128 v[4:7], v[2:3] offset:8
	flat_load_b32 v15, v[0:1] offset:100
	flat_load_b64 v[0:1], v[0:1] offset:16
	global_store_b32 v[0:1], v4, off offset:8 dlc
	global_store_b32 v[0:1], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v6, off dlc
	flat_store_b32 v[2:3], v4 offset:40
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	flat_store_b64 v[2:3], v[0:1] offset:24
swatomic_coord_publish_:                ; @swatomic_coord_publish_
	flat_load_b32 v6, v[3:4] offset:40
	flat_load_b32 v5, v[3:4] offset:44
	flat_load_b32 v5, v[3:4] offset:48
	flat_load_b32 v6, v[0:1] offset:80
	flat_load_b32 v6, v[0:1] offset:52
	flat_load_b32 v6, v[0:1] offset:72
	buffer_gl0_inv
	flat_load_b64 v[5:6], v[0:1] offset:48
	flat_load_b32 v5, v[0:1] offset:48
	flat_load_b32 v6, v[0:1] offset:28
	flat_load_b64 v[5:6], v[3:4]
	global_store_b32 v[5:6], v7, off dlc
	flat_load_b64 v[5:6], v[3:4]
	global_store_b64 v[5:6], v[7:8], off dlc
	flat_load_b64 v[5:6], v[3:4]
	flat_load_b32 v8, v[0:1] offset:40
	flat_load_b64 v[11:12], v[0:1] offset:32
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v7, v[3:4] offset:32
	flat_load_b32 v10, v[0:1] offset:96
	flat_load_b64 v[5:6], v[0:1]
	flat_load_b32 v0, v[0:1] offset:92
	global_store_b64 v[5:6], v[0:1], off
	global_store_b64 v[5:6], v[0:1], off offset:8
	flat_load_b32 v0, v[3:4] offset:36
	global_store_b64 v[5:6], v[0:1], off offset:16
	global_store_b64 v[5:6], v[0:1], off offset:24
swatomic_coord_answer_:                 ; @swatomic_coord_answer_
	flat_load_b32 v6, v[2:3] offset:56
	flat_store_b64 v[2:3], v[4:5] offset:24
	flat_load_b32 v6, v[2:3] offset:36
	flat_load_b32 v6, v[2:3] offset:32
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_store_b64 v[6:7], v[4:5], off
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v6, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v2, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_send_:                   ; @swatomic_coord_send_
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b32 v15, v[0:1] offset:68
	flat_load_b32 v16, v[2:3] offset:48
	flat_load_b64 v[11:12], v[0:1] offset:80
	flat_load_b32 v13, v[2:3] offset:36
	flat_load_b64 v[0:1], v[0:1]
	flat_load_b64 v[9:10], v[2:3]
	global_store_b64 v[0:1], v[6:7], off offset:16
	global_store_b64 v[0:1], v[11:12], off offset:24
	global_store_b64 v[0:1], v[6:7], off
	global_store_b64 v[0:1], v[4:5], off offset:8
swatomic_coord_answer_new_:             ; @swatomic_coord_answer_new_
	flat_load_b32 v5, v[3:4] offset:44
	flat_load_b32 v5, v[0:1] offset:48
	flat_load_b32 v9, v[3:4] offset:48
	flat_load_b32 v7, v[0:1] offset:68
	flat_load_b32 v8, v[0:1] offset:52
	flat_load_b64 v[5:6], v[0:1] offset:80
	flat_load_b32 v10, v[0:1] offset:96
	flat_load_b32 v16, v[0:1] offset:28
	flat_load_b32 v13, v[3:4] offset:36
	flat_load_b64 v[14:15], v[0:1]
	flat_load_b64 v[11:12], v[3:4]
	global_store_b64 v[7:8], v[14:15], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[11:12], off
	global_store_b64 v[7:8], v[5:6], off offset:8
	flat_load_b32 v5, v[3:4] offset:40
	flat_load_b64 v[12:13], v[3:4] offset:48
	flat_load_b32 v2, v[0:1] offset:96
	flat_load_b32 v14, v[0:1] offset:68
	flat_load_b64 v[9:10], v[0:1] offset:80
	flat_load_b32 v11, v[3:4] offset:36
	flat_load_b64 v[0:1], v[0:1]
	flat_load_b128 v[5:8], v[3:4]
	flat_load_b64 v[3:4], v[3:4] offset:16
	global_store_b64 v[0:1], v[12:13], off offset:16
	global_store_b64 v[0:1], v[3:4], off offset:24
	global_store_b64 v[0:1], v[6:7], off
	global_store_b64 v[0:1], v[4:5], off offset:8
	flat_load_b32 v0, v[0:1] offset:52
	flat_load_b32 v1, v[3:4] offset:44
	flat_store_b32 v[3:4], v0 offset:52
	flat_load_b32 v2, v[3:4] offset:56
	flat_load_b64 v[5:6], v[3:4] offset:24
	flat_load_b32 v2, v[3:4] offset:36
	flat_load_b32 v7, v[3:4] offset:32
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_store_b64 v[7:8], v[5:6], off
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v6, v[3:4] offset:32
	flat_load_b32 v2, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:96
	flat_load_b32 v2, v[3:4] offset:32
	flat_load_b32 v4, v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_answer_sent_:            ; @swatomic_coord_answer_sent_
	flat_load_b32 v10, v[2:3] offset:40
	flat_load_b64 v[8:9], v[2:3] offset:48
	flat_load_b64 v[4:5], v[0:1] offset:80
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b64 v[6:7], v[0:1] offset:8
	global_load_b64 v[8:9], v[8:9], off offset:16 glc
	flat_store_b32 v[2:3], v12 offset:40
	flat_load_b32 v4, v[2:3] offset:36
	flat_load_b64 v[10:11], v[2:3] offset:24
	flat_load_b32 v4, v[2:3] offset:56
	flat_store_b64 v[2:3], v[8:9] offset:24
	flat_load_b32 v4, v[2:3] offset:36
	flat_load_b32 v4, v[2:3] offset:32
	global_store_b64 v[4:5], v[8:9], off
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b32 v4, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:96
	flat_load_b32 v2, v[2:3] offset:32
	flat_load_b32 v4, v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v0, v[0:1] offset:60
	flat_load_b32 v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_post_:                   ; @swatomic_coord_post_
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:64
	flat_load_b32 v4, v[0:1] offset:80
	flat_load_b96 v[9:11], v[0:1] offset:68
	flat_load_b32 v6, v[0:1] offset:84
	flat_load_b32 v14, v[0:1] offset:96
	flat_load_b64 v[12:13], v[0:1]
	global_store_b64 v[9:10], v[3:4], off
	global_store_b64 v[9:10], v[5:6], off offset:8
	flat_load_b64 v[9:10], v[0:1] offset:68
	flat_load_b32 v4, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_reply_:                  ; @swatomic_coord_reply_
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v11, v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[7:8], v[0:1] offset:8
	global_store_b64 v[9:10], v[7:8], off
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v5, v[0:1] offset:84
swatomic_coord_poll_replies_:           ; @swatomic_coord_poll_replies_
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:68
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_load_b64 v[8:9], v[8:9], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b32 v5, v[0:1] offset:68
	flat_load_b32 v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v5, v[0:1] offset:84
swatomic_coord_begin_:                  ; @swatomic_coord_begin_
	flat_load_b64 v[2:3], v[0:1] offset:108
	flat_load_b32 v5, v[0:1] offset:60
	flat_load_b64 v[3:4], v[0:1] offset:8
	flat_load_b32 v11, v[0:1] offset:84
	flat_load_b32 v5, v[0:1] offset:116
	global_load_b64 v[9:10], v[9:10], off glc
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v5, v[0:1] offset:112
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v2, v[0:1] offset:72
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:80
	flat_load_b32 v2, v[0:1] offset:116
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_load_b64 v[5:6], v[5:6], off glc
	flat_load_b64 v[10:11], v[0:1] offset:64
	flat_load_b64 v[5:6], v[0:1] offset:80
	flat_load_b32 v2, v[0:1] offset:116
	global_load_b64 v[5:6], v[5:6], off glc
	flat_load_b32 v2, v[0:1] offset:80
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v13, v[0:1] offset:96
	flat_load_b64 v[8:9], v[0:1]
	global_store_b64 v[8:9], v[5:6], off
	global_store_b64 v[8:9], v[5:6], off offset:8
	flat_load_b32 v3, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:32
swatomic_coord_new_pass_:               ; @swatomic_coord_new_pass_
	flat_load_b32 v2, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:84
swatomic_coord_end_pass_:               ; @swatomic_coord_end_pass_
	flat_load_b64 v[3:4], v[0:1] offset:76
	flat_load_b64 v[5:6], v[0:1] offset:16
	global_store_b32 v[11:12], v7, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[11:12], v8, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[7:8], v2, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[5:6], v2, off offset:4 dlc
	global_load_b32 v2, v[5:6], off glc dlc
	flat_load_b32 v2, v[0:1] offset:88
	global_load_b32 v2, v[5:6], off glc dlc
	global_load_b32 v2, v[5:6], off offset:20 glc dlc
	global_store_b32 v[5:6], v2, off offset:8 dlc
	global_store_b32 v[5:6], v4, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[5:6], v7, off dlc
	flat_load_b32 v4, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:84
swatomic_coord_answer_all_:             ; @swatomic_coord_answer_all_
	flat_load_b32 v5, v[0:1] offset:104
	flat_load_b32 v6, v[0:1] offset:104
	flat_load_b32 v11, v[2:3] offset:8
	flat_load_b64 v[15:16], v[2:3] offset:16
	flat_load_b64 v[6:7], v[0:1] offset:80
	flat_load_b32 v19, v[0:1] offset:96
	flat_load_b64 v[13:14], v[0:1] offset:8
	global_load_b64 v[15:16], v[8:9], off offset:16 glc
	flat_store_b32 v[2:3], v12 offset:8
	flat_load_b32 v6, v[2:3] offset:4
	flat_load_b64 v[8:9], v[8:9]
	flat_load_b32 v6, v[2:3] offset:24
	flat_store_b64 v[8:9], v[15:16]
	flat_load_b32 v6, v[2:3] offset:4
	flat_load_b32 v11, v[2:3]
	global_store_b64 v[6:7], v[15:16], off
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v19, v[0:1] offset:96
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:96
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b32 v8, v[0:1] offset:108
	flat_load_b32 v11, v[0:1] offset:60
	flat_load_b32 v9, v[0:1] offset:64
	buffer_gl0_inv
	flat_load_b32 v13, v[2:3] offset:12
	flat_load_b32 v9, v[0:1] offset:48
	flat_load_b32 v11, v[2:3] offset:16
	flat_load_b32 v9, v[0:1] offset:68
	flat_load_b32 v13, v[0:1] offset:52
	flat_load_b32 v14, v[0:1] offset:28
	flat_load_b32 v23, v[2:3] offset:4
	flat_load_b64 v[19:20], v[0:1] offset:80
	flat_load_b32 v24, v[0:1] offset:96
	flat_load_b64 v[17:18], v[0:1]
	flat_load_b64 v[15:16], v[6:7]
	global_store_b64 v[17:18], v[19:20], off offset:16
	global_store_b64 v[17:18], v[13:14], off offset:24
	global_store_b64 v[17:18], v[15:16], off
	global_store_b64 v[17:18], v[8:9], off offset:8
	flat_load_b32 v11, v[2:3] offset:8
	flat_load_b32 v11, v[0:1] offset:96
	flat_load_b32 v13, v[0:1] offset:68
	flat_load_b64 v[15:16], v[2:3] offset:16
	flat_load_b32 v23, v[2:3] offset:4
	flat_load_b64 v[19:20], v[0:1] offset:80
	flat_load_b64 v[17:18], v[0:1]
	flat_load_b128 v[6:9], v[6:7]
	flat_load_b64 v[17:18], v[17:18]
	global_store_b64 v[15:16], v[19:20], off offset:16
	global_store_b64 v[15:16], v[17:18], off offset:24
	global_store_b64 v[15:16], v[17:18], off
	global_store_b64 v[15:16], v[7:8], off offset:8
	flat_load_b32 v6, v[0:1] offset:52
	flat_load_b32 v7, v[2:3] offset:12
	flat_store_b32 v[2:3], v6 offset:20
	flat_load_b32 v8, v[2:3] offset:24
	flat_load_b64 v[6:7], v[6:7]
	flat_load_b32 v8, v[2:3] offset:4
	flat_load_b32 v11, v[2:3]
	flat_load_b64 v[8:9], v[0:1] offset:8
	global_store_b64 v[8:9], v[6:7], off
	flat_load_b32 v6, v[0:1] offset:84
	flat_load_b32 v7, v[0:1] offset:96
	flat_load_b32 v8, v[2:3]
	flat_load_b32 v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v7, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:96
	flat_load_b32 v6, v[2:3]
	flat_load_b32 v7, v[0:1] offset:92
	flat_load_b32 v8, v[0:1] offset:108
	flat_load_b32 v11, v[0:1] offset:60
	flat_load_b32 v9, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_finish_pass_:            ; @swatomic_coord_finish_pass_
	flat_load_b32 v5, v[0:1] offset:104
	flat_load_b32 v5, v[0:1] offset:116
	flat_load_b64 v[10:11], v[0:1] offset:8
	flat_load_b32 v12, v[12:13]
	global_store_b64 v[8:9], v[12:13], off
	flat_load_b32 v5, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v5, v[0:1] offset:104
	flat_load_b64 v[9:10], v[0:1] offset:92
	flat_load_b32 v5, v[0:1] offset:84
	flat_load_b32 v7, v[7:8]
	flat_load_b32 v11, v[0:1] offset:108
	flat_load_b32 v12, v[0:1] offset:60
	flat_load_b32 v13, v[2:3]
	flat_load_b32 v5, v[10:11]
	flat_load_b64 v[3:4], v[0:1] offset:108
	flat_load_b32 v5, v[0:1] offset:60
	flat_load_b64 v[3:4], v[0:1] offset:108
swatomic_coord_poll_phase_:             ; @swatomic_coord_poll_phase_
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b64 v[3:4], v[0:1] offset:48
	flat_load_b32 v5, v[0:1] offset:100
	flat_load_b32 v4, v[0:1] offset:56
	flat_load_b32 v6, v[0:1] offset:100
	flat_load_b32 v4, v[0:1] offset:40
	flat_load_b32 v3, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v6, v[0:1] offset:64
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b32 v14, v[0:1] offset:76
	flat_load_b32 v11, v[0:1] offset:96
	flat_load_b64 v[9:10], v[0:1]
	global_load_b64 v[8:9], v[15:16], off glc
	global_load_b64 v[10:11], v[15:16], off offset:8 glc
	buffer_gl0_inv
	flat_load_b32 v9, v[0:1] offset:100
	flat_load_b32 v9, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v11, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:44
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b32 v11, v[0:1] offset:76
	flat_load_b32 v3, v[0:1] offset:64
	flat_load_b64 v[13:14], v[0:1] offset:8
	flat_load_b64 v[15:16], v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	global_store_b64 v[13:14], v[6:7], off
	flat_load_b32 v11, v[0:1] offset:76
	flat_load_b64 v[3:4], v[0:1] offset:108
	flat_load_b32 v4, v[0:1] offset:112
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b64 v[32:33], v[0:1] offset:92
	flat_load_b64 v[34:35], v[0:1]
	global_load_b64 v[15:16], v[5:6], off glc
	global_load_b64 v[17:18], v[5:6], off offset:8 glc
	global_load_b64 v[11:12], v[5:6], off glc
	global_load_b64 v[13:14], v[5:6], off offset:8 glc
	global_load_b64 v[7:8], v[5:6], off glc
	global_load_b64 v[9:10], v[5:6], off offset:8 glc
	global_load_b64 v[3:4], v[5:6], off glc
	global_load_b64 v[5:6], v[5:6], off offset:8 glc
	flat_load_b32 v23, v[0:1] offset:108
	flat_load_b32 v31, v[0:1] offset:60
	flat_load_b32 v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v34, v[0:1] offset:100
	flat_load_b32 v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v34, v[0:1] offset:100
	flat_load_b32 v34, v[0:1] offset:44
	flat_load_b32 v30, v[0:1] offset:24
	flat_load_b32 v15, v[0:1] offset:76
	flat_load_b32 v23, v[0:1] offset:84
	flat_load_b32 v15, v[0:1] offset:116
	flat_load_b64 v[17:18], v[0:1] offset:8
	global_store_b64 v[15:16], v[22:23], off
	flat_load_b32 v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v15, v[0:1] offset:112
	flat_load_b32 v15, v[0:1] offset:108
	flat_load_b32 v16, v[0:1] offset:60
	flat_load_b32 v16, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[15:16], v[0:1] offset:92
	flat_load_b32 v18, v[0:1] offset:76
	flat_load_b32 v17, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v18, v[0:1] offset:100
	flat_load_b32 v25, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v18, v[0:1] offset:100
	flat_load_b32 v32, v[0:1] offset:44
	flat_load_b32 v15, v[0:1] offset:24
	flat_load_b32 v11, v[0:1] offset:76
	flat_load_b32 v17, v[0:1] offset:84
	flat_load_b32 v11, v[0:1] offset:116
	flat_load_b64 v[13:14], v[0:1] offset:8
	global_store_b64 v[11:12], v[22:23], off
	flat_load_b32 v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v11, v[0:1] offset:112
	flat_load_b32 v11, v[0:1] offset:108
	flat_load_b32 v12, v[0:1] offset:60
	flat_load_b32 v12, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[11:12], v[0:1] offset:92
	flat_load_b32 v14, v[0:1] offset:76
	flat_load_b32 v13, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v14, v[0:1] offset:100
	flat_load_b32 v18, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v14, v[0:1] offset:100
	flat_load_b32 v23, v[0:1] offset:44
	flat_load_b32 v11, v[0:1] offset:24
	flat_load_b32 v7, v[0:1] offset:76
	flat_load_b32 v13, v[0:1] offset:84
	flat_load_b32 v7, v[0:1] offset:116
	flat_load_b64 v[9:10], v[0:1] offset:8
	global_store_b64 v[7:8], v[22:23], off
	flat_load_b32 v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v7, v[0:1] offset:112
	flat_load_b32 v7, v[0:1] offset:108
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:92
	flat_load_b32 v10, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v10, v[0:1] offset:100
	flat_load_b32 v15, v[0:1] offset:44
	flat_load_b32 v7, v[0:1] offset:24
	flat_load_b32 v3, v[0:1] offset:76
	flat_load_b32 v9, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[5:6], v[0:1] offset:8
	global_store_b64 v[3:4], v[22:23], off
	flat_load_b32 v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v8, v[0:1] offset:84
	flat_load_b32 v3, v[0:1] offset:68
	flat_load_b32 v10, v[0:1] offset:80
	flat_load_b32 v3, v[0:1] offset:116
	flat_load_b64 v[11:12], v[0:1] offset:8
	global_load_b64 v[10:11], v[10:11], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b32 v6, v[0:1] offset:68
	flat_load_b32 v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_b32 v8, v[0:1] offset:84
	flat_load_b32 v4, v[0:1] offset:76
	flat_load_b64 v[2:3], v[0:1] offset:16
	global_load_b32 v6, v[2:3], off glc dlc
	global_load_b32 v4, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v4, off offset:8 dlc
	global_store_b32 v[2:3], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v6, off dlc
	flat_load_b32 v4, v[0:1] offset:76
swatomic_coord_next_phase_:             ; @swatomic_coord_next_phase_
	flat_load_b32 v6, v[0:1] offset:76
	flat_load_b32 v3, v[0:1] offset:84
	flat_load_b32 v2, v[0:1] offset:84
	flat_load_b32 v8, v[0:1] offset:80
	flat_load_b64 v[2:3], v[0:1] offset:16
	global_store_b32 v[10:11], v4, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[10:11], v5, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[4:5], v12, off dlc
	flat_load_b32 v4, v[0:1] offset:80
	global_store_b32 v[2:3], v4, off offset:4 dlc
	global_load_b32 v4, v[2:3], off glc dlc
	flat_load_b32 v4, v[0:1] offset:88
	global_load_b32 v4, v[2:3], off glc dlc
	global_load_b32 v4, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v4, off offset:8 dlc
	global_store_b32 v[2:3], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v8, off dlc
	flat_load_b32 v5, v[0:1] offset:76
	flat_load_b32 v0, v[0:1] offset:84
swatomic_coordinate_:                   ; @swatomic_coordinate_
	flat_load_b96 v[10:12], v[0:1] offset:16
	flat_load_b32 v3, v[0:1] offset:32
	global_load_b64 v[5:6], v[10:11], off offset:36
	flat_load_b128 v[19:22], v[0:1]
	v_readfirstlane_b32 s1, v0
	global_load_b64 v[19:20], v[19:20], off glc
	global_load_b64 v[9:10], v[9:10], off glc
	global_load_b64 v[9:10], v[9:10], off glc
	global_store_b64 v[24:25], v[9:10], off
	global_store_b64 v[24:25], v[9:10], off offset:8
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b64 v[3:4], v[5:6], off glc
	global_load_b64 v[5:6], v[5:6], off offset:8 glc
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[6:7], v[19:20], off
	global_load_b64 v[12:13], v[2:3], off glc
	global_load_b64 v[14:15], v[2:3], off offset:8 glc
	global_load_b64 v[8:9], v[2:3], off glc
	global_load_b64 v[10:11], v[2:3], off offset:8 glc
	global_load_b64 v[4:5], v[2:3], off glc
	global_load_b64 v[6:7], v[2:3], off offset:8 glc
	global_load_b64 v[0:1], v[2:3], off glc
	global_load_b64 v[2:3], v[2:3], off offset:8 glc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[12:13], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[8:9], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[4:5], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[0:1], v[19:20], off
	buffer_gl0_inv
	global_load_b64 v[4:5], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	global_load_b32 v4, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off offset:20 glc dlc
	global_store_b32 v[0:1], v65, off offset:8 dlc
	global_store_b32 v[0:1], v64, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v25, off dlc
	buffer_gl0_inv
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[6:7], v[0:1], off offset:8 glc
	global_load_b64 v[8:9], v[0:1], off offset:16 glc
	global_load_b64 v[10:11], v[0:1], off offset:24 glc
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[6:7], v[0:1], off offset:8 glc
	global_load_b64 v[8:9], v[0:1], off offset:16 glc
	global_load_b64 v[10:11], v[0:1], off offset:24 glc
	global_load_b32 v15, v[2:3], off glc dlc
	global_load_b32 v15, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v65, off offset:8 dlc
	global_store_b32 v[2:3], v64, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v25, off dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b32 v4, v[0:1], off glc dlc
	global_load_b64 v[4:5], v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b32 v[0:1], v2, off dlc
	global_store_b64 v[0:1], v[2:3], off dlc
	global_store_b64 v[0:1], v[2:3], off
	global_store_b64 v[0:1], v[2:3], off offset:8
	global_store_b64 v[0:1], v[2:3], off offset:16
	global_store_b64 v[0:1], v[2:3], off offset:24
	buffer_gl0_inv
	global_load_b64 v[4:5], v[4:5], off offset:16 glc
	global_store_b64 v[1:2], v[4:5], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[7:8], v[9:10], off offset:16
	global_store_b64 v[7:8], v[19:20], off offset:24
	global_store_b64 v[7:8], v[2:3], off
	global_store_b64 v[7:8], v[0:1], off offset:8
	global_store_b64 v[7:8], v[11:12], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[9:10], off
	global_store_b64 v[7:8], v[1:2], off offset:8
	global_store_b64 v[3:4], v[0:1], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[7:8], v[9:10], off offset:16
	global_store_b64 v[7:8], v[19:20], off offset:24
	global_store_b64 v[7:8], v[2:3], off
	global_store_b64 v[7:8], v[0:1], off offset:8
	global_store_b64 v[7:8], v[11:12], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[9:10], off
	global_store_b64 v[7:8], v[1:2], off offset:8
	global_store_b64 v[3:4], v[0:1], off
	buffer_gl0_inv
	global_store_b64 v[3:4], v[8:9], off
	global_store_b64 v[6:7], v[19:20], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[0:1], v[4:5], off
	global_store_b64 v[0:1], v[11:12], off offset:8
	buffer_gl0_inv
	global_store_b64 v[3:4], v[8:9], off
	global_store_b32 v[7:8], v2, off dlc
	global_store_b32 v[9:10], v3, off dlc
	global_store_b32 v[11:12], v14, off dlc
	global_store_b32 v[0:1], v13, off offset:4 dlc
	global_load_b32 v2, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off offset:20 glc dlc
	global_store_b32 v[0:1], v65, off offset:8 dlc
	global_store_b32 v[0:1], v64, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v25, off dlc
	v_readlane_b32 s55, v18, 23
	v_readlane_b32 s54, v18, 22
	v_readlane_b32 s53, v18, 21
	v_readlane_b32 s52, v18, 20
	v_readlane_b32 s51, v18, 19
	v_readlane_b32 s50, v18, 18
	v_readlane_b32 s49, v18, 17
	v_readlane_b32 s48, v18, 16
	v_readlane_b32 s47, v18, 15
	v_readlane_b32 s46, v18, 14
	v_readlane_b32 s45, v18, 13
	v_readlane_b32 s44, v18, 12
	v_readlane_b32 s43, v18, 11
	v_readlane_b32 s42, v18, 10
	v_readlane_b32 s41, v18, 9
	v_readlane_b32 s40, v18, 8
	v_readlane_b32 s39, v18, 7
	v_readlane_b32 s38, v18, 6
	v_readlane_b32 s37, v18, 5
	v_readlane_b32 s36, v18, 4
	v_readlane_b32 s35, v18, 3
	v_readlane_b32 s34, v18, 2
	v_readlane_b32 s31, v18, 1
	v_readlane_b32 s30, v18, 0
	v_readlane_b32 s0, v40, 0
swatomic_begin_:                        ; @swatomic_begin_
	global_load_b32 v8, v[4:5], off offset:28
	global_load_b32 v7, v[4:5], off offset:40
	global_load_b32 v13, v[4:5], off offset:32
	global_load_b64 v[15:16], v[15:16], off glc
	v_readfirstlane_b32 s1, v11
swatomic_op32_:                         ; @swatomic_op32_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_int_op_:                       ; @swatomic_int_op_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_op64_:                         ; @swatomic_op64_
swatomic_long_op_:                      ; @swatomic_long_op_
swatomic_float_op_:                     ; @swatomic_float_op_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_double_op_:                    ; @swatomic_double_op_
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_indexed_add_items_:            ; @swatomic_indexed_add_items_
	flat_load_b32 v3, v[26:27] offset:48
	flat_load_b32 v2, v[26:27] offset:52
	global_load_u8 v0, v[0:1], off
	global_load_b32 v0, v[0:1], off
	global_load_b32 v5, v[1:2], off
	global_store_b32 v[1:2], v0, off
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
swatomic_indexed_add:                   ; @swatomic_indexed_add
	global_load_b64 v[6:7], v[6:7], off glc
	v_readfirstlane_b32 s8, v0
	v_readfirstlane_b32 s51, v13
	global_load_u8 v0, v[0:1], off
	global_load_b32 v0, v[0:1], off
	global_load_b32 v5, v[1:2], off
	global_store_b32 v[1:2], v0, off
	buffer_gl0_inv
	global_store_b64 v[2:3], v[6:7], off
	global_store_b64 v[2:3], v[4:5], off offset:8
	global_load_b64 v[1:2], v9, s[28:29] offset:36
	v_readfirstlane_b32 s2, v0
	v_readfirstlane_b32 s6, v1
	global_load_b64 v[4:5], v[4:5], off glc
	global_load_b64 v[4:5], v[4:5], off glc
	global_load_b64 v[4:5], v[4:5], off glc
	global_store_b64 v[11:12], v[4:5], off
	global_store_b64 v[11:12], v[4:5], off offset:8
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b64 v[3:4], v[5:6], off glc
	global_load_b64 v[5:6], v[5:6], off offset:8 glc
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[6:7], v[18:19], off
	global_load_b64 v[12:13], v[2:3], off glc
	global_load_b64 v[14:15], v[2:3], off offset:8 glc
	global_load_b64 v[8:9], v[2:3], off glc
	global_load_b64 v[10:11], v[2:3], off offset:8 glc
	global_load_b64 v[4:5], v[2:3], off glc
	global_load_b64 v[6:7], v[2:3], off offset:8 glc
	global_load_b64 v[0:1], v[2:3], off glc
	global_load_b64 v[2:3], v[2:3], off offset:8 glc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[12:13], v[18:19], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[8:9], v[18:19], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[4:5], v[18:19], off
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[0:1], v[18:19], off
	buffer_gl0_inv
	global_load_b64 v[4:5], v[4:5], off glc
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	global_load_b32 v4, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off offset:20 glc dlc
	global_store_b32 v[0:1], v48, off offset:8 dlc
	global_store_b32 v[0:1], v47, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v23, off dlc
	buffer_gl0_inv
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[6:7], v[0:1], off offset:8 glc
	global_load_b64 v[8:9], v[0:1], off offset:16 glc
	global_load_b64 v[10:11], v[0:1], off offset:24 glc
	global_load_b64 v[4:5], v[0:1], off glc
	global_load_b64 v[6:7], v[0:1], off offset:8 glc
	global_load_b64 v[8:9], v[0:1], off offset:16 glc
	global_load_b64 v[10:11], v[0:1], off offset:24 glc
	global_load_b32 v15, v[2:3], off glc dlc
	global_load_b32 v15, v[2:3], off offset:20 glc dlc
	global_store_b32 v[2:3], v48, off offset:8 dlc
	global_store_b32 v[2:3], v47, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[2:3], v23, off dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b32 v4, v[0:1], off glc dlc
	global_load_b64 v[4:5], v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b32 v[0:1], v2, off dlc
	global_store_b64 v[0:1], v[2:3], off dlc
	global_store_b64 v[0:1], v[2:3], off
	global_store_b64 v[0:1], v[2:3], off offset:8
	global_store_b64 v[0:1], v[2:3], off offset:16
	global_store_b64 v[0:1], v[2:3], off offset:24
	buffer_gl0_inv
	global_load_b64 v[4:5], v[4:5], off offset:16 glc
	global_store_b64 v[2:3], v[4:5], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[7:8], v[9:10], off offset:16
	global_store_b64 v[7:8], v[18:19], off offset:24
	global_store_b64 v[7:8], v[2:3], off
	global_store_b64 v[7:8], v[0:1], off offset:8
	global_store_b64 v[7:8], v[11:12], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[9:10], off
	global_store_b64 v[7:8], v[1:2], off offset:8
	global_store_b64 v[3:4], v[0:1], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[7:8], v[9:10], off offset:16
	global_store_b64 v[7:8], v[18:19], off offset:24
	global_store_b64 v[7:8], v[2:3], off
	global_store_b64 v[7:8], v[0:1], off offset:8
	global_store_b64 v[7:8], v[11:12], off offset:16
	global_store_b64 v[7:8], v[9:10], off offset:24
	global_store_b64 v[7:8], v[9:10], off
	global_store_b64 v[7:8], v[1:2], off offset:8
	global_store_b64 v[3:4], v[0:1], off
	buffer_gl0_inv
	global_store_b64 v[3:4], v[8:9], off
	global_store_b64 v[6:7], v[18:19], off
	buffer_gl0_inv
	buffer_gl0_inv
	global_store_b64 v[0:1], v[4:5], off
	global_store_b64 v[0:1], v[11:12], off offset:8
	buffer_gl0_inv
	global_store_b64 v[3:4], v[8:9], off
	global_store_b32 v[7:8], v2, off dlc
	global_store_b32 v[9:10], v3, off dlc
	global_store_b32 v[11:12], v14, off dlc
	global_store_b32 v[0:1], v13, off offset:4 dlc
	global_load_b32 v2, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off glc dlc
	global_load_b32 v2, v[0:1], off offset:20 glc dlc
	global_store_b32 v[0:1], v48, off offset:8 dlc
	global_store_b32 v[0:1], v47, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v23, off dlc
swatomic_residency_check:               ; @swatomic_residency_check
	global_store_b32 v0, v3, s[10:11] dlc
	v_readfirstlane_b32 s1, v1
	global_load_b32 v2, v0, s[10:11] glc dlc
	global_store_b32 v0, v1, s[0:1]
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
